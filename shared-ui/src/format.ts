// The product's one display format lives in shared-contracts (the api's exports and e-mails use it too).
export { formatDate, formatDateTime, formatNumber, formatPeriod, formatRupees, type DateStyle } from 'shared-contracts';
