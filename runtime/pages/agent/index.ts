export { default as BecomeAgentPage } from './BecomeAgentPage';
export { default as ApplicationRecordPage } from './ApplicationRecordPage';
export { default as DistributionCentrePage } from './DistributionCentrePage';
