/** Every table, for Drizzle's queries and for drizzle-kit's migrations. */
export * from '../users/table';
export * from '../auth/table';
export * from '../throttles/table';
export * from '../channels/table';
export * from '../agreements/table';
export * from '../packages/table';
export * from '../activityLog/table';
export * from '../passwordReset/table';
export * from '../rightsHolders/table';
export * from '../contactUs/table';
export * from '../inquiries/table';
export * from '../assets/table';
export * from '../manualClaims/table';
export * from '../monitoredAudio/table';
export * from '../youtubeVideos/table';
export * from '../royaltyPayments/table';
export * from '../paymentSettings/table';
