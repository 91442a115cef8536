// A mildiou risk as the tables show it: the level's colour and its words (spec 3 §4).
import { blightRiskLevel } from '@agro/domain/blight';
import { StatusBadge } from '../../../components/StatusBadge';

export function RiskBadge({ risk }: { risk: number | null }) {
  const level = blightRiskLevel(risk);
  return <StatusBadge colour={level.colour} label={level.label} />;
}
