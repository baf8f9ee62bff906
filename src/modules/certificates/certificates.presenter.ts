/**
 * What leaves the API about certificate configurations and certificates [CONTRACT 9]. `config` is stored JSON
 * text and goes back unchanged (`RawJson`), so the routes that carry it serialise their answers themselves;
 * the schemas here document those answers.
 */
import { Type, type Static } from 'typebox';
import { toApiDate } from '../../platform/clock.ts';
import { ApiDate } from '../../platform/http/schema.ts';
import { RawJson } from '../../platform/http/raw-json.ts';
import type { CertificateView, CertificationRow } from './certificates.repository.ts';

const ConfigRead = Type.Object({}, { additionalProperties: true, description: 'The config as it was sent' });

export const CertificationRead = Type.Object(
  {
    id: Type.Integer(),
    certification_uuid: Type.String(),
    course_uuid: Type.String(),
    config: ConfigRead,
    creation_date: ApiDate,
    update_date: ApiDate,
  },
  { title: 'CertificationRead' },
);
export type CertificationRead = Omit<Static<typeof CertificationRead>, 'config'> & { config: RawJson };

export const CertificateVerification = Type.Object(
  {
    user_certification_uuid: Type.String(),
    user: Type.Object({ user_uuid: Type.String(), username: Type.String() }),
    course: Type.Object({ course_uuid: Type.String(), name: Type.String() }),
    issue_date: ApiDate,
    valid: Type.Boolean({ description: 'False once the certificate was revoked' }),
  },
  { title: 'CertificateVerification' },
);
export type CertificateVerification = Static<typeof CertificateVerification>;

export const OwnCertificate = Type.Intersect(
  [
    CertificateVerification,
    Type.Object({
      config: Type.Union([ConfigRead, Type.Null()], {
        description: "The course's certificate configuration; null once it was deleted",
      }),
    }),
  ],
  { title: 'OwnCertificate' },
);
export type OwnCertificate = CertificateVerification & { config: RawJson | null };

export function presentCertification(row: CertificationRow, courseUuid: string): CertificationRead {
  return {
    id: row.id,
    certification_uuid: row.certification_uuid,
    course_uuid: courseUuid,
    config: new RawJson(row.config),
    creation_date: toApiDate(row.creation_date),
    update_date: toApiDate(row.update_date),
  };
}

export function presentVerification(view: CertificateView): CertificateVerification {
  return {
    user_certification_uuid: view.user_certification_uuid,
    user: { user_uuid: view.user_uuid, username: view.username },
    course: { course_uuid: view.course_uuid, name: view.course_name },
    issue_date: toApiDate(view.issue_date),
    valid: view.revoked_at === null,
  };
}

export function presentOwnCertificate(view: CertificateView): OwnCertificate {
  return {
    ...presentVerification(view),
    config: view.config === null ? null : new RawJson(view.config),
  };
}
