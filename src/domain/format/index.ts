export { FREE, dollarsToCents, formatCents, formatCost, parseCost, parseCostCents } from './money';
export { formatCredit } from './credit';
export { formatPercent, parsePercent } from './percent';
export { formatPhone, isCompletePhone, phoneDigits } from './phone';
