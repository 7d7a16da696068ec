import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  REGISTRATION_STEPS,
  emptyRegistrationForm,
  toRegisterRequest,
  validateRegistrationStep,
  type RegistrationErrors,
  type RegistrationForm,
  type RegistrationStep,
} from 'shared-contracts';
import { ApiRequestError, useAuthSelector } from 'shared-auth';
import { Button, space } from 'shared-ui';
import { AccountStep, AddressStep, CompanyStep } from './registrationSteps';

const Steps = styled.ol`
  display: flex;
  gap: ${space('xs')};
  list-style: none;
  padding: 0;
  margin: 0 0 1.25rem;
  & li {
    flex: 1;
    display: flex;
    align-items: center;
    gap: ${space('xs')};
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  & li[aria-current='step'] {
    color: ${({ theme }) => theme.colors.primaryDark};
    font-weight: 700;
  }
  & span {
    flex: none;
    display: inline-grid;
    place-items: center;
    width: 28px;
    height: 28px;
    border-radius: 50%;
    border: 2px solid currentColor;
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${space('sm')};
  margin-top: ${space('xs')};
  flex-wrap: wrap;
`;

const focusFirstError = (errors: RegistrationErrors) => {
  const first = Object.keys(errors)[0];
  if (first) document.getElementById(`reg-${first}`)?.focus();
};

/**
 * The one three-step registration wizard (docs/specifications.md, A §2, §4 and §5): Next validates the
 * current step, submit validates step 3 and happens only there, failures show under Password.
 */
export function RegistrationWizard({ onRegistered }: { onRegistered: (path: string) => void }) {
  const register = useAuthSelector((s) => s.register);
  const [step, setStep] = useState<RegistrationStep>(1);
  const [form, setForm] = useState<RegistrationForm>(emptyRegistrationForm);
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const [serverError, setServerError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const heading = useRef<HTMLParagraphElement>(null);
  const firstStepShown = useRef(true);

  useEffect(() => {
    // After a step change (not on opening), move focus to the step title for screen readers.
    if (firstStepShown.current) {
      firstStepShown.current = false;
      return;
    }
    heading.current?.focus({ preventScroll: true });
  }, [step]);

  const update: <K extends keyof RegistrationForm>(key: K, value: RegistrationForm[K]) => void = (key, value) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => {
      if (!(key in e)) return e;
      const next = { ...e };
      delete next[key];
      return next;
    });
    if (key === 'password') setServerError('');
  };

  const check = (): boolean => {
    const found = validateRegistrationStep(step, form);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setTimeout(() => focusFirstError(found));
      return false;
    }
    return true;
  };

  const next = () => {
    if (check()) setStep((s) => Math.min(3, s + 1) as RegistrationStep);
  };
  const previous = () => {
    setErrors({});
    setStep((s) => Math.max(1, s - 1) as RegistrationStep);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (step !== 3) {
      next();
      return;
    }
    if (!check()) return;
    setSubmitting(true);
    setServerError('');
    try {
      const path = await register(toRegisterRequest(form));
      onRegistered(path);
    } catch (failure) {
      // The server's message, else 'Registration failed' (also for a network failure).
      setServerError((failure instanceof ApiRequestError && failure.message) || 'Registration failed');
      setSubmitting(false);
    }
  };

  const stepProps = { form, errors, update };
  return (
    <form onSubmit={submit} noValidate aria-label="Company registration">
      <Steps>
        {REGISTRATION_STEPS.map((title, index) => (
          <li key={title} aria-current={index + 1 === step ? 'step' : undefined}>
            <span aria-hidden="true">{index + 1}</span>
            {title}
          </li>
        ))}
      </Steps>
      <p ref={heading} tabIndex={-1} style={{ fontWeight: 600, outline: 'none' }}>
        Step {step} of 3: {REGISTRATION_STEPS[step - 1]}
      </p>
      {step === 1 && <CompanyStep {...stepProps} />}
      {step === 2 && <AddressStep {...stepProps} />}
      {step === 3 && <AccountStep {...stepProps} serverError={serverError} />}
      <Actions>
        <Button type="button" $variant="secondary" onClick={previous} disabled={step === 1 || submitting}>
          Previous
        </Button>
        {/* Distinct keys: React must not turn the clicked Next button into the submit button while the
            browser is still handling that click, or the one click would also submit step 3 (docs/decisions/0052-reports-a-board-and-an-auditor-accept.md). */}
        {step < 3 ? (
          <Button key="next" type="button" onClick={next}>
            Next
          </Button>
        ) : (
          <Button key="submit" type="submit" disabled={submitting}>
            {submitting ? 'Registering...' : 'Complete Registration'}
          </Button>
        )}
      </Actions>
    </form>
  );
}
