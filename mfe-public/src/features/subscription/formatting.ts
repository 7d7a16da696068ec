import type { SeatCounts, SubscriptionState } from 'shared-contracts';
import { formatDate, formatRupees } from 'shared-ui';

/** Rupees with Indian digit grouping: ₹11,798.82 (the product's one rupee formatter). */
export const rupees = formatRupees;

export const longDate = (iso: string) => formatDate(iso);

const SEAT_LABELS: Record<keyof SeatCounts, string> = { admin: 'Admin', maker: 'Maker', checker: 'Checker' };

/** Seats: admin always listed; maker and checker only when above 0. */
export function seatLines(seats: SeatCounts): string[] {
  return (Object.keys(SEAT_LABELS) as Array<keyof SeatCounts>)
    .filter((role) => role === 'admin' || seats[role] > 0)
    .map((role) => `${seats[role]} ${SEAT_LABELS[role]} seat${seats[role] === 1 ? '' : 's'}`);
}

export const STATUS_LABELS: Record<SubscriptionState, string> = { trial: 'Trial', active: 'Active', expired: 'Expired' };

export const daysLeftText = (days: number) => (days === 1 ? '1 day left' : `${days} days left`);
