// The public site's navigation (header and footer links, docs/specifications.md A §2 "Public"), one list each, read by the shell's header and mfe-public's footer.
// Plain data without TypeBox: both are on the first visit to `/`.

/** A link to a page of the site. */
export interface SiteLink {
  to: string;
  label: string;
}

/** The header's links (the desktop bar and the mobile menu). */
export const HEADER_LINKS: readonly SiteLink[] = [
  { to: '/', label: 'Home' },
  { to: '/subscription', label: 'Pricing' },
  { to: '/blog', label: 'Blogs' },
  { to: '/contact-us', label: 'Contact Us' },
];

/** The footer's columns of links, each a navigation landmark named by its title. */
export const FOOTER_LINK_COLUMNS: ReadonlyArray<{ title: string; links: readonly SiteLink[] }> = [
  {
    title: 'Company',
    links: [
      { to: '/about', label: 'About Us' },
      { to: '/features', label: 'Features' },
      { to: '/careers', label: 'Careers' },
      { to: '/contact-us', label: 'Contact Us' },
      { to: '/blog', label: 'Blog' },
    ],
  },
  {
    title: 'Help',
    links: [
      { to: '/subscription', label: 'Pricing' },
      { to: '/faq', label: 'FAQ' },
      { to: '/support', label: 'Support' },
      { to: '/terms', label: 'Terms of Service' },
      { to: '/privacy', label: 'Privacy Policy' },
    ],
  },
];

/** The footer's social profiles (other sites: they open in a new tab). */
export const SOCIAL_LINKS: ReadonlyArray<{ href: string; label: string }> = [
  { href: 'https://www.linkedin.com/', label: 'LinkedIn' },
  { href: 'https://x.com/', label: 'X (Twitter)' },
  { href: 'https://www.facebook.com/', label: 'Facebook' },
  { href: 'https://www.youtube.com/', label: 'YouTube' },
];
