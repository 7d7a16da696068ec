import type { ContactRequest } from 'shared-contracts';

export type ContactForm = Required<ContactRequest>;
export type ContactErrors = Partial<Record<keyof ContactForm, string>>;

export const emptyContactForm = (): ContactForm => ({ name: '', email: '', phone: '', companyName: '', subject: '', message: '' });

/** The same rules the server applies, so most mistakes are caught before sending. */
export function validateContact(form: ContactForm): ContactErrors {
  const errors: ContactErrors = {};
  if (!form.name.trim()) errors.name = 'Name is required';
  if (!form.email.trim()) errors.email = 'Email is required';
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.email.trim())) errors.email = 'Email is invalid';
  if (form.phone.trim() && !/^[+\d][\d\s-]{6,19}$/.test(form.phone.trim())) errors.phone = 'Phone number is invalid';
  if (!form.subject.trim()) errors.subject = 'Subject is required';
  if (form.message.trim().length < 10) errors.message = 'Message must be at least 10 characters';
  return errors;
}
