import { Button, theme } from 'shared-ui';

/** Shown once, right after MFA is turned on (or the codes are replaced). */
export function RecoveryCodes({
  codes,
  onContinue,
  continueLabel = 'I have saved these codes, continue',
}: {
  codes: string[];
  onContinue?: () => void;
  continueLabel?: string;
}) {
  const text = codes.join('\n');
  return (
    <section aria-labelledby="recovery-codes-title">
      <h3 id="recovery-codes-title" style={{ marginTop: 0 }}>
        Your recovery codes
      </h3>
      <p>Each code signs you in once if you lose your phone. Keep them somewhere safe (a password manager or a printed copy): they will not be shown again.</p>
      <ul aria-label="Recovery codes" style={{ columns: 2, fontFamily: 'monospace', fontSize: '1rem', listStyle: 'none', padding: 0 }}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div style={{ display: 'flex', gap: theme.space.xs, flexWrap: 'wrap' }}>
        <Button type="button" $variant="secondary" onClick={() => void navigator.clipboard?.writeText(text)}>
          Copy codes
        </Button>
        {onContinue && (
          <Button type="button" onClick={onContinue}>
            {continueLabel}
          </Button>
        )}
      </div>
    </section>
  );
}
