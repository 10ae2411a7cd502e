import { DashboardPage } from './DashboardPage';

/** Each dashboard's page (issue 37), loaded lazily with its route (src/App.tsx). */
export const AnalyticsDashboard = () => <DashboardPage kind="analytics" heading={false} />;
export const CreatorDashboard = () => <DashboardPage kind="creator" />;
export const GraphsDashboard = () => <DashboardPage kind="graphs" />;
export const ChannelDashboard = () => <DashboardPage kind="channel" />;
export const PodcastDashboard = () => <DashboardPage kind="podcast" />;
export const SocialMediaDashboard = () => <DashboardPage kind="socialMedia" />;
export const ShopDashboard = () => <DashboardPage kind="shop" />;
