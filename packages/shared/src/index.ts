export * from './errors/index';
export * from './constants/index';
export * from './routes/index';
export * from './plans/index';
export * from './brand/index';
export * from './seo/index';
export * from './auth/index';
export * from './questionnaire/index';
