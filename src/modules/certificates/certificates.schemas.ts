import { Type } from 'typebox';
import { Body } from '../../platform/http/schema.ts';

/** Largest accepted `config`, counted in UTF-8 bytes of the JSON text as sent. */
export const MAX_CONFIG_BYTES = 64 * 1024;

const Config = Type.Object(
  {},
  {
    additionalProperties: true,
    description:
      'Caller-owned JSON object (certificate name, type, description, visual options, …), stored and returned ' +
      'byte for byte; at most 64 KiB',
  },
);

export const CreateCertificationBody = Body(
  {
    course_uuid: Type.String({ minLength: 1 }),
    config: Config,
  },
  { title: 'CreateCertificationBody' },
);

export const UpdateCertificationBody = Body({ config: Config }, { title: 'UpdateCertificationBody' });

export const CourseParams = Type.Object({ course_uuid: Type.String({ minLength: 1 }) });
export const CertificationParams = Type.Object({ certification_uuid: Type.String({ minLength: 1 }) });
export const CertificateParams = Type.Object({ user_certification_uuid: Type.String({ minLength: 1 }) });
