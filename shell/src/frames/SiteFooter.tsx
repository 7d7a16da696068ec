import { Link } from 'react-router-dom';
import { FOOTER_LINK_COLUMNS, SOCIAL_LINKS, type SiteLink } from 'shared-contracts';
import { space } from 'shared-ui/first-paint';
import styled from 'styled-components';

const Copyright = styled.p`
  text-align: center;
  margin-top: ${space('xl')};
  color: ${({ theme }) => theme.dark.quiet};
`;

const Footer = styled.footer`
  background: ${({ theme }) => theme.colors.sidebar};
  color: ${({ theme }) => theme.dark.text};
  padding: 2.5rem ${space('md')} ${space('lg')};
  & a {
    color: ${({ theme }) => theme.dark.link};
  }
  & h2 {
    font-size: 1rem;
    color: ${({ theme }) => theme.dark.heading};
    margin: 0 0 0.6rem;
  }
  & ul {
    list-style: none;
    padding: 0;
    margin: 0;
  }
  & li a {
    display: inline-flex;
    align-items: center;
    min-height: 32px;
  }
`;

const Columns = styled.div`
  max-width: 1100px;
  margin: 0 auto;
  display: grid;
  gap: ${space('lg')};
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  /* On one row the address column is the wider one, so the e-mail address fits on its line. */
  @media (min-width: 960px) {
    grid-template-columns: minmax(0, 1.5fr) repeat(${FOOTER_LINK_COLUMNS.length + 1}, minmax(0, 1fr));
  }
`;

const Address = styled.address`
  font-style: normal;
`;

/** A titled column of footer links, a navigation landmark named by its title. */
function FooterLinks({ title, links }: { title: string; links: readonly SiteLink[] }) {
  return (
    <nav aria-label={title}>
      <h2>{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The public site's footer: address, the footer link columns (shared-contracts) and social links. */
export function SiteFooter() {
  return (
    <Footer>
      <Columns>
        <section aria-labelledby="footer-company">
          <h2 id="footer-company">Compliance Management</h2>
          <Address>
            4th Floor, Trade Centre, Bandra Kurla Complex
            <br />
            Bandra (East), Mumbai 400051, Maharashtra, India
            <br />
            {/* Where a line is too short, the address breaks after the @, never inside a word. */}
            <a href="mailto:support@compliancemanagement.in">
              support@
              <wbr />
              compliancemanagement.in
            </a>
          </Address>
        </section>
        {FOOTER_LINK_COLUMNS.map((column) => (
          <FooterLinks key={column.title} title={column.title} links={column.links} />
        ))}
        <section aria-labelledby="footer-social">
          <h2 id="footer-social">Follow us</h2>
          <ul>
            {SOCIAL_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </Columns>
      <Copyright>© {new Date().getFullYear()} Compliance Management. Built for India's NBFCs.</Copyright>
    </Footer>
  );
}
