export { dollarsToCents, formatCents, formatCost, parseCost, parseCostCents } from './money';
export { formatCredit } from './credit';
export { formatPercent, parsePercent } from './percent';
export { formatPhone, isValidUsPhone, phoneDigits } from './phone';
export { formatKcal } from './kcal';
export { groupDigits } from './group-digits';
