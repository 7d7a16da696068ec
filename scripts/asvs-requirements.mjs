// OWASP ASVS 5.0.0 (May 2025), every requirement of levels 1 and 2 by section, from
// 5.0/docs_en/OWASP_Application_Security_Verification_Standard_5.0.0_en.csv of github.com/OWASP/ASVS.
// Each entry: "<first>-<last>:<level>" over the section's numbering, or "<n>:<level>"; level-3 ids are left out.
export const ASVS_VERSION = '5.0.0';

export const SECTIONS = {
  1.1: ['Encoding and Sanitization Architecture', '1-2:2'],
  1.2: ['Injection Prevention', '1-5:1', '6-9:2'],
  1.3: ['Sanitization', '1-2:1', '3-11:2'],
  1.4: ['Memory, String, and Unmanaged Code', '1-3:2'],
  1.5: ['Safe Deserialization', '1:1', '2:2'],
  2.1: ['Validation and Business Logic Documentation', '1:1', '2-3:2'],
  2.2: ['Input Validation', '1-2:1', '3:2'],
  2.3: ['Business Logic Security', '1:1', '2-4:2'],
  2.4: ['Anti-automation', '1:2'],
  3.2: ['Unintended Content Interpretation', '1-2:1'],
  3.3: ['Cookie Setup', '1:1', '2-4:2'],
  3.4: ['Browser Security Mechanism Headers', '1-2:1', '3-6:2'],
  3.5: ['Browser Origin Separation', '1-3:1', '4-5:2'],
  3.7: ['Other Browser Security Considerations', '1-2:2'],
  4.1: ['Generic Web Service Security', '1:1', '2-3:2'],
  4.2: ['HTTP Message Structure Validation', '1:2'],
  4.3: ['GraphQL', '1-2:2'],
  4.4: ['WebSocket', '1:1', '2-4:2'],
  5.1: ['File Handling Documentation', '1:2'],
  5.2: ['File Upload and Content', '1-2:1', '3:2'],
  5.3: ['File Storage', '1-2:1'],
  5.4: ['File Download', '1-3:2'],
  6.1: ['Authentication Documentation', '1:1', '2-3:2'],
  6.2: ['Password Security', '1-8:1', '9-12:2'],
  6.3: ['General Authentication Security', '1-2:1', '3-4:2'],
  6.4: ['Authentication Factor Lifecycle and Recovery', '1-2:1', '3-4:2'],
  6.5: ['General Multi-factor authentication requirements', '1-5:2'],
  6.6: ['Out-of-Band authentication mechanisms', '1-3:2'],
  6.8: ['Authentication with an Identity Provider', '1-4:2'],
  7.1: ['Session Management Documentation', '1-3:2'],
  7.2: ['Fundamental Session Management Security', '1-4:1'],
  7.3: ['Session Timeout', '1-2:2'],
  7.4: ['Session Termination', '1-2:1', '3-5:2'],
  7.5: ['Defenses Against Session Abuse', '1-2:2'],
  7.6: ['Federated Re-authentication', '1-2:2'],
  8.1: ['Authorization Documentation', '1:1', '2:2'],
  8.2: ['General Authorization Design', '1-2:1', '3:2'],
  8.3: ['Operation Level Authorization', '1:1'],
  8.4: ['Other Authorization Considerations', '1:2'],
  9.1: ['Token source and integrity', '1-3:1'],
  9.2: ['Token content', '1:1', '2-4:2'],
  10.1: ['Generic OAuth and OIDC Security', '1-2:2'],
  10.2: ['OAuth Client', '1-2:2'],
  10.3: ['OAuth Resource Server', '1-4:2'],
  10.4: ['OAuth Authorization Server', '1-5:1', '6-11:2'],
  10.5: ['OIDC Client', '1-5:2'],
  10.6: ['OpenID Provider', '1-2:2'],
  10.7: ['Consent Management', '1-3:2'],
  11.1: ['Cryptographic Inventory and Documentation', '1-2:2'],
  11.2: ['Secure Cryptography Implementation', '1-3:2'],
  11.3: ['Encryption Algorithms', '1-2:1', '3:2'],
  11.4: ['Hashing and Hash-based Functions', '1:1', '2-4:2'],
  11.5: ['Random Values', '1:2'],
  11.6: ['Public Key Cryptography', '1:2'],
  12.1: ['General TLS Security Guidance', '1:1', '2-3:2'],
  12.2: ['HTTPS Communication with External Facing Services', '1-2:1'],
  12.3: ['General Service to Service Communication Security', '1-4:2'],
  13.1: ['Configuration Documentation', '1:2'],
  13.2: ['Backend Communication Configuration', '1-5:2'],
  13.3: ['Secret Management', '1-2:2'],
  13.4: ['Unintended Information Leakage', '1:1', '2-5:2'],
  14.1: ['Data Protection Documentation', '1-2:2'],
  14.2: ['General Data Protection', '1:1', '2-4:2'],
  14.3: ['Client-side Data Protection', '1:1', '2-3:2'],
  15.1: ['Secure Coding and Architecture Documentation', '1:1', '2-3:2'],
  15.2: ['Security Architecture and Dependencies', '1:1', '2-3:2'],
  15.3: ['Defensive Coding', '1:1', '2-7:2'],
  16.1: ['Security Logging Documentation', '1:2'],
  16.2: ['General Logging', '1-5:2'],
  16.3: ['Security Events', '1-4:2'],
  16.4: ['Log Protection', '1-3:2'],
  16.5: ['Error Handling', '1-3:2'],
  17.1: ['TURN Server', '1:2'],
  17.2: ['Media', '1-4:2'],
  17.3: ['Signaling', '1-2:2'],
};

export const CHAPTERS = {
  1: 'Encoding and Sanitization',
  2: 'Validation and Business Logic',
  3: 'Web Frontend Security',
  4: 'API and Web Service',
  5: 'File Handling',
  6: 'Authentication',
  7: 'Session Management',
  8: 'Authorization',
  9: 'Self-contained Tokens',
  10: 'OAuth and OIDC',
  11: 'Cryptography',
  12: 'Secure Communication',
  13: 'Configuration',
  14: 'Data Protection',
  15: 'Secure Coding and Architecture',
  16: 'Security Logging and Error Handling',
  17: 'WebRTC',
};

/** Every level-1/2 requirement: { id: '16.4.2', level: 2, section: '16.4', sectionName: 'Log Protection' }. */
export function levelOneTwo() {
  const all = [];
  for (const [section, [name, ...ranges]] of Object.entries(SECTIONS)) {
    for (const range of ranges) {
      const [span, level] = range.split(':');
      const [first, last = first] = span.split('-').map(Number);
      for (let n = first; n <= last; n++) all.push({ id: `${section}.${n}`, level: Number(level), section, sectionName: name });
    }
  }
  return all;
}

/** Level-3 ids, so that a test naming one is recognised (and a typo is not). */
const LEVEL_THREE = [
  '1.2.10',
  '1.3.12',
  '1.5.3',
  '2.3.5',
  '2.4.2',
  '3.1.1',
  '3.2.3',
  '3.3.5',
  '3.4.7-8',
  '3.5.6-8',
  '3.6.1',
  '3.7.3-5',
  '4.1.4-5',
  '4.2.2-5',
  '5.2.4-6',
  '5.3.3',
  '6.3.5-8',
  '6.4.5-6',
  '6.5.6-8',
  '6.6.4',
  '6.7.1-2',
  '7.5.3',
  '8.1.3-4',
  '8.2.4',
  '8.3.2-3',
  '8.4.2',
  '10.2.3',
  '10.3.5',
  '10.4.12-16',
  '11.1.3-4',
  '11.2.4-5',
  '11.3.4-5',
  '11.5.2',
  '11.6.2',
  '11.7.1-2',
  '12.1.4-5',
  '12.3.5',
  '13.1.2-4',
  '13.2.6',
  '13.3.3-4',
  '13.4.6-7',
  '14.2.5-8',
  '15.1.4-5',
  '15.2.4-5',
  '15.4.1-4',
  '16.5.4',
  '17.1.2',
  '17.2.5-8',
];

export function levelThreeIds() {
  return LEVEL_THREE.flatMap((entry) => {
    const [id, last] = entry.split('-');
    const parts = id.split('.');
    const first = Number(parts[2]);
    const end = last ? Number(last) : first;
    return Array.from({ length: end - first + 1 }, (_, i) => `${parts[0]}.${parts[1]}.${first + i}`);
  });
}
