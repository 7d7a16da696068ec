// GST facts shared by the api and the screens: the GSTIN format with its check digit, the state codes the
// GSTN uses (the first two digits of a GSTIN), and the financial year an invoice belongs to. Free of TypeBox.
import { INDIAN_STATES, type IndianState } from '../companies/complianceProfile';

/**
 * The GSTN's state codes (the first two digits of a GSTIN). 25 (Daman and Diu) and 28 (undivided Andhra Pradesh)
 * are older codes still carried by GSTINs issued before the merger and the bifurcation.
 */
export const GST_STATE_CODES: Readonly<Record<string, IndianState>> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '25': 'Dadra and Nagar Haveli and Daman and Diu',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '28': 'Andhra Pradesh',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
};

/** The current code of each state or Union territory (the code a new GSTIN there starts with). */
export function gstStateCode(state: string): string | null {
  const name = state.trim().toLowerCase();
  const match = INDIAN_STATES.find((s) => s.toLowerCase() === name);
  if (!match) return null;
  const codes = Object.keys(GST_STATE_CODES).filter((code) => GST_STATE_CODES[code] === match);
  return codes[codes.length - 1] ?? null;
}

const GSTIN_SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The 15th character of a GSTIN, computed from the first 14 (the GSTN's mod-36 check). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = BASE36.indexOf(first14[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36[(36 - (sum % 36)) % 36];
}

/** Why a GSTIN is refused, or null when it is well formed, of a known state, and its check character agrees. */
export function gstinProblem(value: string): string | null {
  const gstin = value.trim().toUpperCase();
  if (!GSTIN_SHAPE.test(gstin)) return 'GSTIN must be 15 characters: state code, PAN, entity number, Z and a check character (e.g. 27AAPFU0939F1ZV)';
  if (!GST_STATE_CODES[gstin.slice(0, 2)]) return `GSTIN starts with ${gstin.slice(0, 2)}, which is not a GST state code`;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return 'GSTIN check character does not match: please check the number for a typing mistake';
  return null;
}

/** The state a GSTIN is registered in (from its first two digits), or null. */
export const gstinState = (gstin: string): IndianState | null => GST_STATE_CODES[gstin.trim().slice(0, 2)] ?? null;

/** The Indian financial year (April to March) of an IST calendar date 'YYYY-MM-DD', written '2026-27'. */
export function financialYearOf(istDate: string): string {
  const year = Number(istDate.slice(0, 4));
  const start = Number(istDate.slice(5, 7)) >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** SAC of the service sold: hosted application access (application service provisioning). See docs/decisions/0160. */
export const DEFAULT_SAC = '998315';
