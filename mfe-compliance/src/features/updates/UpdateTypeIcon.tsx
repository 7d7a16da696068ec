import type { ReactNode } from 'react';
import { theme } from 'shared-ui';
import styled from 'styled-components';
import type { UpdateType } from 'shared-contracts';

/**
 * The icon of an update's type, drawn (as the notification bell is), not an emoji: a machine without an emoji font
 * showed boxes, and emoji render differently on every system. The type is said nowhere else on the card, so the
 * icon carries it as its accessible name.
 */
const TYPES: Record<UpdateType, { name: string; colour: string; paths: ReactNode }> = {
  regulatory: {
    name: 'Regulatory change',
    colour: theme.colors.primary,
    // Scales of justice.
    paths: (
      <>
        <path d="M12 3v18" />
        <path d="M7 21h10" />
        <path d="M4 7h16" />
        <path d="m6 7-3 7a3 3 0 0 0 6 0L6 7" />
        <path d="m18 7-3 7a3 3 0 0 0 6 0l-3-7" />
      </>
    ),
  },
  policy: {
    name: 'Policy',
    colour: theme.colors.review,
    // A page with lines of text.
    paths: (
      <>
        <path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9z" />
        <path d="M14 3v6h6" />
        <path d="M8 13h8" />
        <path d="M8 17h6" />
      </>
    ),
  },
  deadline: {
    name: 'Deadline',
    colour: theme.colors.warning,
    // A clock.
    paths: (
      <>
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7v5l3 2" />
      </>
    ),
  },
  system: {
    name: 'System update',
    colour: theme.colors.muted,
    // A gear.
    paths: (
      <>
        <circle cx="12" cy="12" r="3" />
        <path d="M12 2v3M12 19v3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M2 12h3M19 12h3M4.9 19.1 7 17M17 7l2.1-2.1" />
      </>
    ),
  },
  training: {
    name: 'Training or event',
    colour: theme.colors.accent,
    // A graduation cap.
    paths: (
      <>
        <path d="M2 9l10-5 10 5-10 5z" />
        <path d="M6 11v5c0 1.7 2.7 3 6 3s6-1.3 6-3v-5" />
        <path d="M22 9v6" />
      </>
    ),
  },
};

const Disc = styled.span<{ $colour: string }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: 50%;
  color: ${({ $colour }) => $colour};
  background: color-mix(in srgb, ${({ $colour }) => $colour} 12%, transparent);
`;

export function UpdateTypeIcon({ type }: { type: UpdateType }) {
  const { name, colour, paths } = TYPES[type];
  return (
    <Disc $colour={colour} role="img" aria-label={name} title={name} data-update-type={type}>
      <svg
        aria-hidden="true"
        focusable="false"
        width="22"
        height="22"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {paths}
      </svg>
    </Disc>
  );
}
