// The hand-kept half of the ASVS 5.0 coverage (pnpm security:asvs renders it into docs/security.md):
// requirements that do not apply to this product, with the reason, and requirements that apply but are not
// yet exercised by a test, with the plan. A key is an id ("1.2.5"), a section ("4.3") or a chapter ("10").
// A requirement named by a test counts as covered whatever is written here.

/** Not applicable, and why. */
export const NOT_APPLICABLE = {
  '1.2.5': 'no request data ever reaches an operating-system command; the server runs none while serving requests',
  '1.2.6': 'no LDAP',
  '1.2.7': 'no XPath',
  '1.2.8': 'no LaTeX',
  '1.3.1': 'no rich-text (HTML) input anywhere; React renders every user text as text',
  '1.3.4': 'SVG cannot be uploaded (documents are pdf, doc, docx, xls, xlsx, checked by content)',
  '1.3.5': 'users cannot supply Markdown, CSS, XSL or other scriptable templates',
  '1.3.8': 'no JNDI (no Java)',
  '1.3.9': 'no memcache',
  1.4: 'memory-safe runtime (Node.js, TypeScript); no native code of our own',
  '1.5.1': 'no XML is parsed (office files are recognised from their ZIP/OLE structure, never parsed as XML)',
  4.3: 'no GraphQL',
  4.4: 'no WebSocket',
  6.6: 'no SMS, phone or push authentication',
  6.8: 'no external identity provider',
  '7.1.3': 'no federated identity (SSO)',
  7.6: 'no federated identity (SSO)',
  9: 'sessions are opaque random tokens looked up in the database (only their SHA-256 stored); no self-contained tokens (JWT)',
  10: 'no OAuth or OpenID Connect',
  11.6: 'no public-key cryptography in the application',
  '12.1.3': 'no mutual-TLS client certificates',
  17: 'no WebRTC',
  '3.5.4': 'one application on one origin: the remotes are parts of the same site, served from the same host',
  '3.5.5': 'no page listens to postMessage (no message event handler anywhere in the front end)',
  '4.1.2': 'the application serves plain HTTP to its reverse proxy only; the proxy redirects pages to https (docs/security.md, Deploying securely)',
  '12.1.1': "TLS is terminated by the operator's reverse proxy, never by the application; its required versions are in Deploying securely",
  '12.1.2': "TLS is terminated by the operator's reverse proxy, never by the application; its required configuration is in Deploying securely",
  '12.2.2': "the certificate belongs to the operator's reverse proxy (Deploying securely); the application holds none",
};

/** Apply, not yet named by a test: what is planned (listed as open by the script until a test names them). */
export const OPEN_WITH_PLAN = {
  '12.3.1':
    'TLS to PostgreSQL (sslmode=verify-full) and SMTP (smtps) is deployment configuration (Deploying securely); a start-up warning for a plain remote DATABASE_URL or SMTP_URL is planned',
  '12.3.2': 'as 12.3.1: node-postgres and nodemailer verify certificates by default; a test against a TLS server with a bad certificate is planned',
  '4.2.1': "Node's HTTP parser refuses a request with both Content-Length and Transfer-Encoding; a test on a listening socket is planned",
};
