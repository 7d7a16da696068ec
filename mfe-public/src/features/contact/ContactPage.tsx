import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { apiRequest } from 'shared-auth';
import { CONTACT_LIMITS, type ContactResponse } from 'shared-contracts';
import { Button, Card, ErrorBanner, Field, FieldError, theme, toast, space } from 'shared-ui';
import { ContentPage } from '../../components/ContentPage';
import { emptyContactForm, validateContact, type ContactErrors, type ContactForm } from './contactForm';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  column-gap: ${space('md')};
  @media (max-width: 640px) {
    grid-template-columns: 1fr;
  }
`;

const FIELDS: Array<{ key: keyof ContactForm; label: string; required?: boolean; type?: string; autoComplete?: string }> = [
  { key: 'name', label: 'Your Name', required: true, autoComplete: 'name' },
  { key: 'email', label: 'Email', required: true, type: 'email', autoComplete: 'email' },
  { key: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  { key: 'companyName', label: 'Company', autoComplete: 'organization' },
  { key: 'subject', label: 'Subject', required: true },
];

/** Contact Us: the message is stored by the api and read by the super-admin. */
export default function ContactPage() {
  const [form, setForm] = useState<ContactForm>(emptyContactForm);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [failure, setFailure] = useState('');
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState('');

  const update = (key: keyof ContactForm, value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
    setFailure('');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateContact(form);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`contact-${first}`)?.focus();
      return;
    }
    setSending(true);
    try {
      const answer = await apiRequest<ContactResponse>('/api/contact', { method: 'POST', body: form });
      setSent(answer.message);
      toast.success(answer.message);
      setForm(emptyContactForm());
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'An error occurred');
    } finally {
      setSending(false);
    }
  };

  const describe = (key: keyof ContactForm) => (errors[key] ? `contact-${key}-error` : undefined);

  return (
    <ContentPage title="Contact Us" lead="Questions about the product, pricing or a demo for your NBFC? Send us a message.">
      <Card as="div" style={{ marginTop: theme.space.md }}>
        {sent && (
          <p role="status" style={{ color: theme.colors.success, fontWeight: 600 }}>
            {sent}
          </p>
        )}
        <form onSubmit={submit} noValidate aria-label="Contact form">
          {failure && <ErrorBanner role="alert">{failure}</ErrorBanner>}
          <Grid>
            {FIELDS.map((f) => (
              <Field key={f.key}>
                <label htmlFor={`contact-${f.key}`}>
                  {f.label}
                  {f.required && <span aria-hidden="true"> *</span>}
                </label>
                <input
                  id={`contact-${f.key}`}
                  type={f.type ?? 'text'}
                  autoComplete={f.autoComplete}
                  maxLength={CONTACT_LIMITS[f.key]}
                  aria-required={f.required || undefined}
                  aria-invalid={errors[f.key] ? true : undefined}
                  aria-describedby={describe(f.key)}
                  value={form[f.key]}
                  onChange={(e) => update(f.key, e.target.value)}
                />
                {errors[f.key] && <FieldError id={`contact-${f.key}-error`}>{errors[f.key]}</FieldError>}
              </Field>
            ))}
          </Grid>
          <Field>
            <label htmlFor="contact-message">
              Message<span aria-hidden="true"> *</span>
            </label>
            <textarea
              id="contact-message"
              rows={6}
              maxLength={CONTACT_LIMITS.message}
              aria-required
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={describe('message')}
              value={form.message}
              onChange={(e) => update('message', e.target.value)}
            />
            {errors.message && <FieldError id="contact-message-error">{errors.message}</FieldError>}
          </Field>
          <Button type="submit" disabled={sending}>
            {sending ? 'Sending...' : 'Send Message'}
          </Button>
        </form>
      </Card>
      <h2>Our office</h2>
      <p>
        4th Floor, Trade Centre, Bandra Kurla Complex, Bandra (East), Mumbai 400051, Maharashtra, India.
        <br />
        Monday to Saturday, 9:30 am to 6:30 pm IST.
      </p>
    </ContentPage>
  );
}
