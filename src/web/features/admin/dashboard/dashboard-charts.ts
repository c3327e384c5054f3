// The dashboard's charts (the revenue trend, the villa status distribution, the booking success rate), loaded once
// its figures have come (dashboard-page.tsx): the bars are drawn after the numbers, and their code is no part of the
// back office's first load.
export { RevenueTrend } from "./revenue-trend.tsx";
export { SuccessRate } from "./success-rate.tsx";
export { VillaDistribution } from "./villa-distribution.tsx";
