/**
 * Certificates [CONTRACT 9]: course configurations, the learner's own certificate, public verification.
 * Answers carrying `config` are serialised here so that it goes back exactly as it was sent.
 */
import { Type } from 'typebox';
import type { FastifyReply } from 'fastify';
import { errors } from '../../platform/http/schema.ts';
import { rawMemberOf, serializeWithRaw } from '../../platform/http/raw-json.ts';
import type { App } from '../../platform/http/types.ts';
import type { CertificatesService } from './certificates.service.ts';
import type { CertificationsService } from './certifications.service.ts';
import { CertificateVerification, CertificationRead, OwnCertificate } from './certificates.presenter.ts';
import {
  CertificateParams,
  CertificationParams,
  CourseParams,
  CreateCertificationBody,
  UpdateCertificationBody,
} from './certificates.schemas.ts';

const tags = ['certificates'];

/** What these routes use. */
export interface CertificateRouteDeps {
  certificates: CertificatesService;
  certifications: CertificationsService;
}

export function registerCertificateRoutes(app: App, s: CertificateRouteDeps): void {
  app.post(
    '/certifications',
    {
      schema: {
        tags,
        operationId: 'createCertification',
        summary: "Create a course's certificate configuration (one per course)",
        body: CreateCertificationBody,
        response: { 200: CertificationRead, ...errors(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) =>
      sendRaw(
        reply,
        await s.certifications.create(request.principal, request.body.course_uuid, {
          config: request.body.config,
          raw: rawMemberOf(request, 'config'),
        }),
      ),
  );

  app.get(
    '/certifications/course/:course_uuid',
    {
      config: { public: true },
      schema: {
        tags,
        operationId: 'getCourseCertification',
        summary: "A course's certificate configuration, for whoever may read the course",
        params: CourseParams,
        response: { 200: CertificationRead, ...errors(401, 403, 404, 422) },
      },
    },
    async (request, reply) =>
      sendRaw(reply, await s.certifications.getForCourse(request.principal, request.params.course_uuid)),
  );

  app.put(
    '/certifications/:certification_uuid',
    {
      schema: {
        tags,
        operationId: 'replaceCertification',
        summary: 'Replace the configuration; certificates already issued are unchanged',
        params: CertificationParams,
        body: UpdateCertificationBody,
        response: { 200: CertificationRead, ...errors(401, 403, 404, 422) },
      },
    },
    async (request, reply) =>
      sendRaw(
        reply,
        await s.certifications.update(request.principal, request.params.certification_uuid, {
          config: request.body.config,
          raw: rawMemberOf(request, 'config'),
        }),
      ),
  );

  app.delete(
    '/certifications/:certification_uuid',
    {
      schema: {
        tags,
        operationId: 'deleteCertification',
        summary: 'Delete the configuration; certificates already issued stay valid and verifiable',
        params: CertificationParams,
        response: { 204: Type.Null(), ...errors(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      await s.certifications.delete(request.principal, request.params.certification_uuid);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/certifications/user/course/:course_uuid',
    {
      config: { sessionOnly: true },
      schema: {
        tags,
        operationId: 'getMyCertificate',
        summary: "The caller's valid certificate of a course, issued now when they completed the course",
        params: CourseParams,
        response: { 200: OwnCertificate, ...errors(401, 403, 404, 422) },
      },
    },
    async (request, reply) =>
      sendRaw(reply, await s.certificates.mine(request.principal, request.params.course_uuid)),
  );

  app.get(
    '/certifications/certificate/:user_certification_uuid',
    {
      config: { public: true, skipAuth: true },
      schema: {
        tags,
        operationId: 'verifyCertificate',
        summary: 'Verify a certificate (no authentication)',
        security: [],
        params: CertificateParams,
        response: { 200: CertificateVerification, ...errors(404) },
      },
    },
    (request) => s.certificates.verify(request.params.user_certification_uuid),
  );
}

/** Sends an answer holding stored JSON text (`RawJson`) byte for byte; the response schema only documents it. */
function sendRaw(reply: FastifyReply, value: unknown): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(serializeWithRaw(value));
}
