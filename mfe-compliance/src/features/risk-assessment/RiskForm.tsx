import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  ACTION_STATUS_LABELS,
  ACTION_STATUSES,
  IMPACT_LABELS,
  LIKELIHOOD_LABELS,
  RISK_CATEGORIES,
  RISK_STATUS_LABELS,
  RISK_STATUSES,
  RiskInputSchema,
  MitigationActionSchema,
  ratingFor,
  type MitigationAction,
  type RiskInput,
  type RiskRecord,
} from 'shared-contracts';
import { Button, DateInput, ErrorBanner, Field, Modal, space, theme } from 'shared-ui';
import { createRisk, updateRisk } from './riskApi';

// The field bounds come from the payload's schema (shared-contracts/src/risk/risk.ts): the server refuses what the form cannot type.

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${space(0, 'sm')};
`;

const ActionRow = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 6px;
  margin: 0 0 0.6rem;
  padding: ${space('xs', 'sm')};
`;

const EMPTY: RiskInput = {
  title: '',
  category: 'Credit',
  description: '',
  owner: '',
  likelihood: 3,
  impact: 3,
  controls: '',
  residualLikelihood: 2,
  residualImpact: 3,
  status: 'open',
  actions: [],
};

function fromRecord(r: RiskRecord): RiskInput {
  const { title, category, description, owner, likelihood, impact, controls, residualLikelihood, residualImpact, status } = r;
  return {
    title,
    category,
    description,
    owner,
    likelihood,
    impact,
    controls,
    residualLikelihood,
    residualImpact,
    status,
    actions: r.actions.map(({ description: d, dueDate, status: s, owner: o }) => ({ description: d, dueDate, status: s, owner: o ?? '' })),
  };
}

function ScaleSelect({ id, label, value, labels, onChange }: { id: string; label: string; value: number; labels: readonly string[]; onChange: (v: number) => void }) {
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {labels.map((text, i) => (
          <option key={text} value={i + 1}>
            {i + 1} - {text}
          </option>
        ))}
      </select>
    </Field>
  );
}

export function RiskForm({ risk, onClose, onSaved }: { risk: RiskRecord | null; onClose: () => void; onSaved: (r: RiskRecord) => void }) {
  const [form, setForm] = useState<RiskInput>(risk ? fromRecord(risk) : EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof RiskInput>(key: K, value: RiskInput[K]) => setForm((f) => ({ ...f, [key]: value }));
  const setAction = (index: number, patch: Partial<MitigationAction>) =>
    set(
      'actions',
      form.actions.map((a, i) => (i === index ? { ...a, ...patch } : a)),
    );

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!form.title.trim() || !form.owner.trim()) return setError('Please give the risk a title and an owner');
    if (form.residualLikelihood * form.residualImpact > form.likelihood * form.impact) {
      return setError('The residual rating cannot be higher than the inherent rating');
    }
    if (form.actions.some((a) => !a.description.trim() || !a.dueDate)) return setError('Each mitigation action needs a description and a due date');
    setBusy(true);
    try {
      const result = risk ? await updateRisk(risk.id, form) : await createRisk(form);
      onSaved(result.risk);
    } catch (err) {
      setError((err as Error).message);
      setBusy(false);
    }
  }

  const inherent = form.likelihood * form.impact;
  const residual = form.residualLikelihood * form.residualImpact;
  return (
    <Modal title={risk ? 'Edit Risk' : 'Add Risk'} onClose={onClose} wide>
      <form onSubmit={submit} noValidate>
        {error && <ErrorBanner role="alert">{error}</ErrorBanner>}
        <Field>
          <label htmlFor="risk-title">Risk title</label>
          <input id="risk-title" value={form.title} maxLength={RiskInputSchema.properties.title.maxLength} onChange={(e) => set('title', e.target.value)} />
        </Field>
        <Grid>
          <Field>
            <label htmlFor="risk-category">Category</label>
            <select id="risk-category" value={form.category} onChange={(e) => set('category', e.target.value as RiskInput['category'])}>
              {RISK_CATEGORIES.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          </Field>
          <Field>
            <label htmlFor="risk-owner">Risk owner</label>
            <input id="risk-owner" value={form.owner} maxLength={RiskInputSchema.properties.owner.maxLength} onChange={(e) => set('owner', e.target.value)} />
          </Field>
          <Field>
            <label htmlFor="risk-status">Status</label>
            <select id="risk-status" value={form.status} onChange={(e) => set('status', e.target.value as RiskInput['status'])}>
              {RISK_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {RISK_STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          </Field>
        </Grid>
        <Field>
          <label htmlFor="risk-description">Description</label>
          <textarea
            id="risk-description"
            rows={2}
            value={form.description}
            maxLength={RiskInputSchema.properties.description.maxLength}
            onChange={(e) => set('description', e.target.value)}
          />
        </Field>
        <Grid>
          <ScaleSelect id="risk-likelihood" label="Inherent likelihood" value={form.likelihood} labels={LIKELIHOOD_LABELS} onChange={(v) => set('likelihood', v)} />
          <ScaleSelect id="risk-impact" label="Inherent impact" value={form.impact} labels={IMPACT_LABELS} onChange={(v) => set('impact', v)} />
        </Grid>
        <p aria-live="polite">
          Inherent rating: {inherent} ({ratingFor(inherent)})
        </p>
        <Field>
          <label htmlFor="risk-controls">Controls in place</label>
          <textarea
            id="risk-controls"
            rows={2}
            value={form.controls}
            maxLength={RiskInputSchema.properties.controls.maxLength}
            onChange={(e) => set('controls', e.target.value)}
          />
        </Field>
        <Grid>
          <ScaleSelect
            id="risk-res-likelihood"
            label="Residual likelihood"
            value={form.residualLikelihood}
            labels={LIKELIHOOD_LABELS}
            onChange={(v) => set('residualLikelihood', v)}
          />
          <ScaleSelect id="risk-res-impact" label="Residual impact" value={form.residualImpact} labels={IMPACT_LABELS} onChange={(v) => set('residualImpact', v)} />
        </Grid>
        <p aria-live="polite">
          Residual rating: {residual} ({ratingFor(residual)})
        </p>
        <h3 style={{ fontSize: '1rem' }}>Mitigation actions</h3>
        {form.actions.map((action, i) => (
          <ActionRow key={i}>
            <legend>Action {i + 1}</legend>
            <Field>
              <label htmlFor={`action-${i}-description`}>Action</label>
              <input
                id={`action-${i}-description`}
                value={action.description}
                maxLength={MitigationActionSchema.properties.description.maxLength}
                onChange={(e) => setAction(i, { description: e.target.value })}
              />
            </Field>
            <Grid>
              <Field>
                <label htmlFor={`action-${i}-due`}>Due date</label>
                {/* No bound: an action saved before may be past due, and the risk must still save. */}
                <DateInput id={`action-${i}-due`} value={action.dueDate} onChange={(dueDate) => setAction(i, { dueDate })} />
              </Field>
              <Field>
                <label htmlFor={`action-${i}-status`}>Action status</label>
                <select id={`action-${i}-status`} value={action.status} onChange={(e) => setAction(i, { status: e.target.value as MitigationAction['status'] })}>
                  {ACTION_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {ACTION_STATUS_LABELS[s]}
                    </option>
                  ))}
                </select>
              </Field>
            </Grid>
            <Button
              type="button"
              $small
              $variant="ghost"
              onClick={() =>
                set(
                  'actions',
                  form.actions.filter((_, j) => j !== i),
                )
              }
            >
              Remove action {i + 1}
            </Button>
          </ActionRow>
        ))}
        <Button
          type="button"
          $small
          $variant="secondary"
          onClick={() => set('actions', [...form.actions, { description: '', dueDate: '', status: 'planned', owner: '' }])}
        >
          Add mitigation action
        </Button>
        <div style={{ marginTop: theme.space.md }}>
          <Button type="submit" disabled={busy}>
            {risk ? 'Save Risk' : 'Add Risk'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
