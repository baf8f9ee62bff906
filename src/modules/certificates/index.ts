export { type UserCertificateRow } from './certificates.repository.ts';
export { CertificationsService } from './certifications.service.ts';
export { CertificatesService, type CompletionCheck, type RevokeReason } from './certificates.service.ts';
export { registerCertificateRoutes } from './certificates.routes.ts';
