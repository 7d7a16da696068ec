// API payload types of the risk register (risk assessment; its content is our design, see docs/decisions.md).

export const RISK_CATEGORIES = ['Credit', 'Liquidity', 'Market / Interest Rate', 'Operational', 'Compliance', 'IT / Cyber', 'Fraud', 'Conduct', 'Outsourcing'] as const;
export type RiskCategory = (typeof RISK_CATEGORIES)[number];

/** 1..5 scales of a 5x5 matrix. */
export const LIKELIHOOD_LABELS = ['Rare', 'Unlikely', 'Possible', 'Likely', 'Almost certain'] as const;
export const IMPACT_LABELS = ['Insignificant', 'Minor', 'Moderate', 'Major', 'Severe'] as const;

export type RiskRating = 'Low' | 'Medium' | 'High' | 'Critical';
export const RISK_RATINGS: RiskRating[] = ['Low', 'Medium', 'High', 'Critical'];

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

export interface MitigationAction {
  id?: string;
  description: string;
  /** YYYY-MM-DD */
  dueDate: string;
  status: ActionStatus;
  owner?: string;
}

export interface RiskInput {
  title: string;
  category: RiskCategory;
  description: string;
  owner: string;
  likelihood: number;
  impact: number;
  controls: string;
  residualLikelihood: number;
  residualImpact: number;
  status: RiskStatus;
  actions: MitigationAction[];
}

export interface RiskRecord extends RiskInput {
  id: string;
  inherentScore: number;
  inherentRating: RiskRating;
  residualScore: number;
  residualRating: RiskRating;
  actions: (MitigationAction & { id: string; overdue: boolean })[];
  createdBy: string;
  updatedAt: string;
}

export interface HeatMapCell {
  likelihood: number;
  impact: number;
  count: number;
}

export interface RiskListResponse {
  success: true;
  risks: RiskRecord[];
  /** Residual heat map: every cell of the 5x5 grid with its count of open or monitored risks. */
  heatMap: HeatMapCell[];
}

export interface RiskResponse {
  success: true;
  risk: RiskRecord;
  message: string;
}
