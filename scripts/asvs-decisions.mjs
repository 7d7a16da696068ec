// The hand-kept half of the ASVS 5.0 coverage (pnpm security:asvs renders it into docs/security.md):
// requirements that do not apply to this product, with the reason, and requirements that apply but are not
// yet exercised by a test, with the plan. A key is an id ("1.2.5"), a section ("4.3") or a chapter ("10").
// A requirement named by a test counts as covered whatever is written here.

/** Not applicable, and why. */
export const NOT_APPLICABLE = {
  '1.2.6': 'no LDAP',
  '1.2.7': 'no XPath',
  '1.2.8': 'no LaTeX',
  '1.3.1': 'no rich-text (HTML) input anywhere; React renders every user text as text',
  '1.3.5': 'users cannot supply Markdown, CSS, XSL or other scriptable templates',
  '1.3.8': 'no JNDI (no Java)',
  '1.3.9': 'no memcache',
  1.4: 'memory-safe runtime (Node.js, TypeScript); no native code of our own',
  4.3: 'no GraphQL',
  4.4: 'no WebSocket',
  6.6: 'no SMS, phone or push authentication',
  6.8: 'no external identity provider',
  '7.1.3': 'no federated identity (SSO)',
  7.6: 'no federated identity (SSO)',
  10: 'no OAuth or OpenID Connect',
  11.6: "no public-key cryptography of its own (no key generation, no signatures); the optional TLS listener is Node's TLS (chapter 12)",
  '12.1.3': 'no mutual-TLS client certificates',
  17: 'no WebRTC',
  '3.5.4': 'one application on one origin: the remotes are parts of the same site, served from the same host',
  '3.5.5': 'no page listens to postMessage (no message event handler anywhere in the front end)',
  '12.1.1':
    "TLS on the public edge is terminated by the operator's reverse proxy; its required versions are in Deploying securely (the application's optional listener, 12.3.3, serves only the proxy's hop and keeps Node's TLS 1.2 minimum)",
  '12.1.2': "TLS on the public edge is terminated by the operator's reverse proxy; its required configuration is in Deploying securely",
  '12.2.2':
    "the public certificate belongs to the operator's reverse proxy (Deploying securely); the application holds at most an internal CA's certificate for the proxy's hop (12.3.4)",
  '11.4.4': 'no key is derived from a password: DATA_ENCRYPTION_KEY is 32 random bytes, and passwords are only hashed (argon2id, 11.4.2)',
};

/** Apply, not yet named by a test: what is planned (listed as open by the script until a test names them). */
export const OPEN_WITH_PLAN = {
  '5.4.3':
    'no malware scanner yet: scan each upload with ClamAV (clamd on a local socket) before it is stored, refuse on a match, and audit it; uploads are type-checked and served as attachments meanwhile',
  '13.2.1':
    'the database and mail accounts authenticate with passwords (no defaults in production, 13.2.3); planned: client-certificate authentication for PostgreSQL (sslcert/sslkey in DATABASE_URL) documented and tested',
  '13.2.5':
    'outbound destinations are fixed in code and configuration (13.2.4) and Deploying securely asks for an egress allow-list at the firewall; that firewall is outside what a test of the application can check: to be verified in the deployment review',
};
