import { Link } from 'react-router-dom';
import { ContentPage } from '../../components/ContentPage';

export default function SupportPage() {
  return (
    <ContentPage title="Support" lead="We are here to help your team get the most from Compliance Management.">
      <h2>Support hours</h2>
      <p>Monday to Saturday, 9:30 am to 6:30 pm IST, except national holidays.</p>
      <h2>How to reach us</h2>
      <ul>
        <li>
          Write to us on the <Link to="/contact-us">Contact Us</Link> page; we reply within one business day.
        </li>
        <li>Use the WhatsApp button on the home page for quick questions.</li>
        <li>
          E-mail <a href="mailto:support@compliancemanagement.in">support@compliancemanagement.in</a> with your company name and a screenshot if something does not work.
        </li>
      </ul>
      <h2>Getting started</h2>
      <ol>
        <li>Register your company with the Sign Up button and sign in as the administrator.</li>
        <li>Create maker and checker users from the admin panel.</li>
        <li>Assign your first tasks and open the RBI, MCA and HR assessments.</li>
      </ol>
      <h2>Forgotten password or locked account</h2>
      <p>Ask your company's administrator to reset your access. Administrators can contact us to verify their identity.</p>
    </ContentPage>
  );
}
