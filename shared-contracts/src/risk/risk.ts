// API payloads of the risk register (risk assessment; its content is our design, see docs/decisions/0004-documents-updates-feed-risk-register.md): one TypeBox
// schema each, the TypeScript types derived from them; used by the api (validation, serialization) and the risk form.
import { Type, type Static } from '@sinclair/typebox';
import { IsoDate, StringEnum, Text } from '../common/schemaFormats';

export const RISK_CATEGORIES = ['Credit', 'Liquidity', 'Market / Interest Rate', 'Operational', 'Compliance', 'IT / Cyber', 'Fraud', 'Conduct', 'Outsourcing'] as const;
export type RiskCategory = (typeof RISK_CATEGORIES)[number];

/** 1..5 scales of a 5x5 matrix. */
export const LIKELIHOOD_LABELS = ['Rare', 'Unlikely', 'Possible', 'Likely', 'Almost certain'] as const;
export const IMPACT_LABELS = ['Insignificant', 'Minor', 'Moderate', 'Major', 'Severe'] as const;

export const RISK_RATINGS = ['Low', 'Medium', 'High', 'Critical'] as const;
export type RiskRating = (typeof RISK_RATINGS)[number];

/** Score = likelihood x impact (1..25): 1-4 Low, 5-9 Medium, 10-16 High, 20-25 Critical. */
export function ratingFor(score: number): RiskRating {
  if (score >= 20) return 'Critical';
  if (score >= 10) return 'High';
  if (score >= 5) return 'Medium';
  return 'Low';
}

export const RISK_STATUSES = ['open', 'monitoring', 'closed'] as const;
export type RiskStatus = (typeof RISK_STATUSES)[number];

export const ACTION_STATUSES = ['planned', 'in-progress', 'done'] as const;
export type ActionStatus = (typeof ACTION_STATUSES)[number];

/** The words a user reads for the stored statuses (register, form). */
export const RISK_STATUS_LABELS: Record<RiskStatus, string> = { open: 'Open', monitoring: 'Monitoring', closed: 'Closed' };
export const ACTION_STATUS_LABELS: Record<ActionStatus, string> = { planned: 'Planned', 'in-progress': 'In progress', done: 'Done' };

const Scale = () => Type.Integer({ minimum: 1, maximum: 5 });

/** One mitigation action as the form sends it (`id` when it was saved before). */
export const MitigationActionSchema = Type.Object(
  {
    id: Type.Optional(Text(64)),
    description: Text(500, { required: true }),
    /** YYYY-MM-DD (a real date: checked by the service, which names the value). */
    dueDate: IsoDate(),
    status: StringEnum(ACTION_STATUSES),
    owner: Type.Optional(Text(120)),
  },
  { additionalProperties: false },
);
export type MitigationAction = Static<typeof MitigationActionSchema>;

/** POST /api/risks and PUT /api/risks/{id}: the risk form. */
export const RiskInputSchema = Type.Object(
  {
    title: Text(200, { required: true }),
    category: StringEnum(RISK_CATEGORIES),
    description: Type.Optional(Text(4000)),
    owner: Text(120, { required: true }),
    likelihood: Scale(),
    impact: Scale(),
    controls: Type.Optional(Text(4000)),
    residualLikelihood: Scale(),
    residualImpact: Scale(),
    status: StringEnum(RISK_STATUSES),
    actions: Type.Array(MitigationActionSchema, { maxItems: 20 }),
  },
  { additionalProperties: false },
);
export type RiskInput = Static<typeof RiskInputSchema>;

const RiskRatingSchema = StringEnum(RISK_RATINGS);

/** A risk as every answer carries it (also the response serializer). */
export const RiskRecordSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  category: StringEnum(RISK_CATEGORIES),
  description: Type.String(),
  owner: Type.String(),
  likelihood: Type.Integer(),
  impact: Type.Integer(),
  controls: Type.String(),
  residualLikelihood: Type.Integer(),
  residualImpact: Type.Integer(),
  status: StringEnum(RISK_STATUSES),
  inherentScore: Type.Integer(),
  inherentRating: RiskRatingSchema,
  residualScore: Type.Integer(),
  residualRating: RiskRatingSchema,
  actions: Type.Array(
    Type.Object({
      id: Type.String(),
      description: Type.String(),
      dueDate: Type.String(),
      status: StringEnum(ACTION_STATUSES),
      owner: Type.Optional(Type.String()),
      overdue: Type.Boolean(),
    }),
  ),
  createdBy: Type.String(),
  updatedAt: Type.String(),
});
export type RiskRecord = Static<typeof RiskRecordSchema>;

export const HeatMapCellSchema = Type.Object({ likelihood: Type.Integer(), impact: Type.Integer(), count: Type.Integer() });
export type HeatMapCell = Static<typeof HeatMapCellSchema>;

/** GET /api/risks */
export const RiskListResponseSchema = Type.Object({
  success: Type.Literal(true),
  risks: Type.Array(RiskRecordSchema),
  /** Residual heat map: every cell of the 5x5 grid with its count of open or monitored risks. */
  heatMap: Type.Array(HeatMapCellSchema),
});
export type RiskListResponse = Static<typeof RiskListResponseSchema>;

/** POST and PUT answers. */
export const RiskResponseSchema = Type.Object({ success: Type.Literal(true), risk: RiskRecordSchema, message: Type.String() });
export type RiskResponse = Static<typeof RiskResponseSchema>;
