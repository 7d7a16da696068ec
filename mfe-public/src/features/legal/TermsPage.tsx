import { ContentPage } from '../../components/ContentPage';

export default function TermsPage() {
  return (
    <ContentPage title="Terms of Service" lead="The terms on which companies use Compliance Management. Last updated 1 November 2025.">
      <h2>1. The service</h2>
      <p>
        Compliance Management is a software service that helps companies record, assign and track their regulatory and HR compliance obligations. It does not give legal
        advice; your company remains responsible for its compliance.
      </p>
      <h2>2. Accounts</h2>
      <p>
        The person who registers a company confirms that they are authorised to do so. The administrator is responsible for the users they create and for keeping
        passwords confidential.
      </p>
      <h2>3. Trial, plans and payment</h2>
      <p>
        A new company receives a 7-day free trial. Continued use requires a paid plan, billed in Indian rupees through our payment partner. Fees are exclusive of GST
        unless stated.
      </p>
      <h2>4. Your data</h2>
      <p>
        Your company owns the data it enters. We process it only to provide the service, as described in our Privacy Policy, and export it to you on request when you
        leave.
      </p>
      <h2>5. Acceptable use</h2>
      <p>You may not attempt to access another company's data, disrupt the service or upload unlawful content.</p>
      <h2>6. Liability and law</h2>
      <p>
        Our liability is limited to the fees paid in the twelve months before a claim. These terms are governed by the laws of India, and the courts of Mumbai have
        jurisdiction.
      </p>
    </ContentPage>
  );
}
