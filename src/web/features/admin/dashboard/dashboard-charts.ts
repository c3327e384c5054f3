// What the dashboard draws after its figures (dashboard-page.tsx): the charts (the revenue trend, the villa status
// distribution, the booking success rate), the recent villas with their pictures and the server's health, further
// down the page. Loaded once the figures have come, their code is no part of the back office's first load.
export { RevenueTrend } from "./revenue-trend.tsx";
export { SuccessRate } from "./success-rate.tsx";
export { VillaDistribution } from "./villa-distribution.tsx";
export { RecentVillas } from "./recent-villas.tsx";
export { SystemHealth } from "./system-health.tsx";
