export { type BuildOptions, buildApp } from './app.ts';
export { type AppConfig, loadConfig } from './config.ts';
export { createAccount, DEMO_ACCOUNTS, DEMO_ADMIN, DEMO_PASSWORD, seedDemoData } from './seed.ts';
