import type { PublicUser } from 'shared-contracts';

/** A labelled choice of one person; `none` names the empty choice. */
export function PersonSelect({
  id,
  label,
  people,
  value,
  onChange,
  none,
}: {
  id: string;
  label: string;
  people: PublicUser[];
  value: string;
  onChange: (v: string) => void;
  none: string;
}) {
  return (
    <label htmlFor={id} style={{ display: 'inline-flex', flexDirection: 'column', fontSize: '0.85rem', marginRight: '0.5rem' }}>
      {label}
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{none}</option>
        {people.map((p) => (
          <option key={p.id} value={p.id}>{`${p.firstName} ${p.lastName}`}</option>
        ))}
      </select>
    </label>
  );
}
