import { base32Decode, base32Encode, hotp, matchTotp, newTotpSecret, otpauthUri, totp } from '../../../../src/features/auth/mfa/totp';

/** RFC 6238 appendix B: the shared secrets are the ASCII seeds, codes 8 digits. */
const SEED = {
  sha1: Buffer.from('12345678901234567890'),
  sha256: Buffer.from('12345678901234567890123456789012'),
  sha512: Buffer.from('1234567890123456789012345678901234567890123456789012345678901234'),
};
const VECTORS: Array<[number, string, string, string]> = [
  [59, '94287082', '46119246', '90693936'],
  [1111111109, '07081804', '68084774', '25091201'],
  [1111111111, '14050471', '67062674', '99943326'],
  [1234567890, '89005924', '91819424', '93441116'],
  [2000000000, '69279037', '90698825', '38618901'],
  [20000000000, '65353130', '77737706', '47863826'],
];

describe('TOTP (RFC 6238) and HOTP (RFC 4226)', () => {
  test.each(VECTORS)('ASVS v5.0 6.5.5 RFC 6238 vector at T=%i', (time, sha1, sha256, sha512) => {
    expect(totp(SEED.sha1, time, 8, 'sha1')).toBe(sha1);
    expect(totp(SEED.sha256, time, 8, 'sha256')).toBe(sha256);
    expect(totp(SEED.sha512, time, 8, 'sha512')).toBe(sha512);
  });

  test('RFC 4226 appendix D HOTP values', () => {
    const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];
    expect(expected.map((_, counter) => hotp(SEED.sha1, counter))).toEqual(expected);
  });

  test('base32 round-trips and decodes the RFC 4648 examples', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('MZXW6YTBOI======').toString()).toBe('foobar');
    const bytes = Buffer.from(Array.from({ length: 20 }, (_, i) => i * 13));
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    expect(() => base32Decode('not base32!')).toThrow();
  });

  test('ASVS v5.0 6.5.3 secrets are 160 random bits, never repeated', () => {
    const secrets = new Set(Array.from({ length: 50 }, newTotpSecret));
    expect(secrets.size).toBe(50);
    for (const secret of secrets) expect(base32Decode(secret)).toHaveLength(20);
  });

  test('ASVS v5.0 6.5.5 a code is accepted in its own 30-second step and the one after only: never ahead, never older', () => {
    const secret = newTotpSecret();
    const key = base32Decode(secret);
    const now = 1_800_000_000;
    const step = Math.floor(now / 30);
    expect(matchTotp(secret, totp(key, now), now)).toBe(step);
    expect(matchTotp(secret, totp(key, now - 30), now)).toBe(step - 1);
    expect(matchTotp(secret, totp(key, now + 30), now)).toBeNull();
    expect(matchTotp(secret, totp(key, now - 60), now)).toBeNull();
    expect(matchTotp(secret, totp(key, now + 90), now)).toBeNull();
    expect(matchTotp(secret, 'abcdef', now)).toBeNull();
    expect(matchTotp(secret, '12345', now)).toBeNull();
  });

  test('the otpauth URI names the issuer and account for authenticator apps', () => {
    const uri = otpauthUri('JBSWY3DPEHPK3PXP', 'asha@acme.in');
    expect(uri).toBe('otpauth://totp/Compliance%20Management%3Aasha%40acme.in?secret=JBSWY3DPEHPK3PXP&issuer=Compliance+Management&algorithm=SHA1&digits=6&period=30');
  });
});
