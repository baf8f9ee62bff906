import assert from 'node:assert/strict';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ConfigError, MIN_SECRET_KEY_LENGTH, loadConfig, resolveSecretKey } from './config.ts';

const CWD = '/srv/lms';

/** The problems a configuration is refused for; fails the test when it is accepted. */
function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env, CWD);
  } catch (error) {
    assert.ok(error instanceof ConfigError, `expected a ConfigError, got ${String(error)}`);
    assert.ok(error.problems.length > 0);
    for (const problem of error.problems) assert.ok(error.message.includes(problem));
    return error.problems;
  }
  assert.fail(`configuration ${JSON.stringify(env)} was accepted`);
}

describe('loadConfig', () => {
  it('fills every default from an empty environment', () => {
    const config = loadConfig({}, CWD);
    assert.equal(config.port, 8080);
    assert.equal(config.host, '127.0.0.1');
    assert.equal(config.dataDir, path.resolve(CWD, 'data'));
    assert.deepEqual(config.database, { kind: 'sqlite', file: path.join(CWD, 'data', 'lms.sqlite') });
    assert.equal(config.deploymentMode, 'selfhosted');
    assert.equal(config.logLevel, 'info');
    assert.equal(config.trustProxy, false);
    assert.equal(config.publicUrl, 'http://127.0.0.1:8080');
    assert.equal(config.secretKey, undefined);
    assert.equal(config.adminEmail, undefined);
    assert.equal(config.adminPassword, undefined);
    assert.equal(config.smtpUrl, undefined);
    assert.equal(config.mailFrom, 'LMS <no-reply@127.0.0.1>');
  });

  it('treats empty and blank values as unset', () => {
    const config = loadConfig({ PORT: '', HOST: '  ', DATA_DIR: '', LOG_LEVEL: ' ', TRUST_PROXY: '' }, CWD);
    assert.equal(config.port, 8080);
    assert.equal(config.host, '127.0.0.1');
    assert.equal(config.dataDir, path.join(CWD, 'data'));
    assert.equal(config.logLevel, 'info');
    assert.equal(config.trustProxy, false);
  });

  it('resolves a relative DATA_DIR against the working directory and keeps an absolute one', () => {
    const relative = loadConfig({ DATA_DIR: 'var/state' }, CWD);
    assert.equal(relative.dataDir, '/srv/lms/var/state');
    assert.deepEqual(relative.database, { kind: 'sqlite', file: '/srv/lms/var/state/lms.sqlite' });
    assert.equal(loadConfig({ DATA_DIR: '/var/lib/lms' }, CWD).dataDir, '/var/lib/lms');
  });

  it('derives PUBLIC_URL from HOST and PORT, bracketing an IPv6 host', () => {
    assert.equal(loadConfig({ HOST: '0.0.0.0', PORT: '3000' }, CWD).publicUrl, 'http://0.0.0.0:3000');
    assert.equal(loadConfig({ HOST: '::1', PORT: '9000' }, CWD).publicUrl, 'http://[::1]:9000');
  });

  it('takes an explicit PUBLIC_URL without its trailing slash', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://lms.example.com/' }, CWD);
    assert.equal(config.publicUrl, 'https://lms.example.com');
    assert.equal(config.mailFrom, 'LMS <no-reply@lms.example.com>');
  });

  it('accepts the edges of the port range', () => {
    assert.equal(loadConfig({ PORT: '0' }, CWD).port, 0);
    assert.equal(loadConfig({ PORT: '65535' }, CWD).port, 65535);
  });

  it('reads the other variables as given', () => {
    const config = loadConfig(
      {
        SECRET_KEY: 'k'.repeat(MIN_SECRET_KEY_LENGTH),
        DEPLOYMENT_MODE: 'saas',
        LMS_ADMIN_EMAIL: 'Admin@Example.COM',
        LMS_ADMIN_PASSWORD: 'correct horse',
        SMTP_URL: 'smtps://user:pass@mail.example.com:465',
        MAIL_FROM: 'School <school@example.com>',
        LOG_LEVEL: 'DEBUG',
      },
      CWD,
    );
    assert.equal(config.secretKey, 'k'.repeat(MIN_SECRET_KEY_LENGTH));
    assert.equal(config.deploymentMode, 'saas');
    assert.equal(config.adminEmail, 'admin@example.com');
    assert.equal(config.adminPassword, 'correct horse');
    assert.equal(config.smtpUrl, 'smtps://user:pass@mail.example.com:465');
    assert.equal(config.mailFrom, 'School <school@example.com>');
    assert.equal(config.logLevel, 'debug');
  });

  it('uses PostgreSQL for postgres:// and postgresql:// URLs', () => {
    for (const url of ['postgres://lms:pw@db.internal:5432/lms', 'postgresql://lms@localhost/lms']) {
      assert.deepEqual(loadConfig({ DATABASE_URL: url }, CWD).database, {
        kind: 'postgres',
        url,
        poolSize: 10,
      });
    }
  });

  it('reads TRUST_PROXY as a boolean, a hop count or a list of addresses and ranges', () => {
    assert.equal(loadConfig({ TRUST_PROXY: 'true' }, CWD).trustProxy, true);
    assert.equal(loadConfig({ TRUST_PROXY: 'false' }, CWD).trustProxy, false);
    assert.equal(loadConfig({ TRUST_PROXY: '2' }, CWD).trustProxy, 2);
    assert.deepEqual(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }, CWD).trustProxy, [
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    assert.deepEqual(loadConfig({ TRUST_PROXY: 'fd00::/8' }, CWD).trustProxy, ['fd00::/8']);
  });

  const badValues: [string, string][] = [
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['PORT', '80.5'],
    ['DATABASE_URL', 'mysql://x'],
    ['SECRET_KEY', 'k'.repeat(MIN_SECRET_KEY_LENGTH - 1)],
    ['PUBLIC_URL', 'ftp://x'],
    ['PUBLIC_URL', 'lms.example.com'],
    ['DEPLOYMENT_MODE', 'cloud'],
    ['LMS_ADMIN_EMAIL', 'nope'],
    ['LMS_ADMIN_PASSWORD', 'short'],
    ['SMTP_URL', 'http://x'],
    ['LOG_LEVEL', 'loud'],
    ['TRUST_PROXY', '10.0.0.0/99'],
    ['TRUST_PROXY', 'proxy.internal'],
  ];
  for (const [name, value] of badValues) {
    it(`refuses ${name}=${JSON.stringify(value)} and names the variable`, () => {
      const problems = problemsOf({ [name]: value });
      assert.equal(problems.length, 1, problems.join('\n'));
      assert.ok(problems[0]!.startsWith(`${name} `), problems[0]);
    });
  }

  it('reports every bad value together', () => {
    const problems = problemsOf({
      PORT: 'abc',
      DATABASE_URL: 'mysql://x',
      DEPLOYMENT_MODE: 'cloud',
      LOG_LEVEL: 'loud',
      TRUST_PROXY: '10.0.0.0/99',
    });
    assert.deepEqual(
      problems.map((p) => p.split(' ')[0]),
      ['PORT', 'DATABASE_URL', 'DEPLOYMENT_MODE', 'LOG_LEVEL', 'TRUST_PROXY'],
    );
  });
});

describe('resolveSecretKey', () => {
  let dir: string;
  before(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'lms-config-'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('generates a key into DATA_DIR/secret_key, readable by the owner only, and warns', () => {
    const dataDir = path.join(dir, 'generated');
    const config = loadConfig({ DATA_DIR: dataDir }, CWD);
    const { secretKey, warning } = resolveSecretKey(config);
    assert.ok(secretKey.length >= MIN_SECRET_KEY_LENGTH);
    assert.equal(config.secretKey, secretKey);
    const file = path.join(dataDir, 'secret_key');
    assert.equal(readFileSync(file, 'utf8').trim(), secretKey);
    assert.equal(statSync(file).mode & 0o777, 0o600);
    assert.match(warning ?? '', /SECRET_KEY is not set/);
    assert.ok(warning?.includes(file));
    assert.deepEqual(readdirSync(dataDir), ['secret_key']);
  });

  it('reads the stored key back on the next start', () => {
    const dataDir = path.join(dir, 'generated');
    const first = readFileSync(path.join(dataDir, 'secret_key'), 'utf8').trim();
    const config = loadConfig({ DATA_DIR: dataDir }, CWD);
    const { secretKey, warning } = resolveSecretKey(config);
    assert.equal(secretKey, first);
    assert.equal(config.secretKey, first);
    assert.match(warning ?? '', /using the key stored in/);
  });

  it('generates two different keys for two data directories', () => {
    const a = resolveSecretKey(loadConfig({ DATA_DIR: path.join(dir, 'a') }, CWD)).secretKey;
    const b = resolveSecretKey(loadConfig({ DATA_DIR: path.join(dir, 'b') }, CWD)).secretKey;
    assert.notEqual(a, b);
  });

  it('replaces an unusable stored key with a new one that only the owner can read', () => {
    const dataDir = path.join(dir, 'short');
    mkdirSync(dataDir);
    const file = path.join(dataDir, 'secret_key');
    writeFileSync(file, 'too-short\n', { mode: 0o644 });
    const { secretKey, warning } = resolveSecretKey(loadConfig({ DATA_DIR: dataDir }, CWD));
    assert.ok(secretKey.length >= MIN_SECRET_KEY_LENGTH);
    assert.equal(readFileSync(file, 'utf8').trim(), secretKey);
    assert.equal(statSync(file).mode & 0o777, 0o600);
    assert.match(warning ?? '', /generated one/);
    assert.deepEqual(readdirSync(dataDir), ['secret_key']);
  });

  it('prefers SECRET_KEY from the environment and writes nothing', () => {
    const dataDir = path.join(dir, 'from-env');
    const key = 'e'.repeat(40);
    const config = loadConfig({ DATA_DIR: dataDir, SECRET_KEY: key }, CWD);
    const result = resolveSecretKey(config);
    assert.deepEqual(result, { secretKey: key });
    assert.equal(existsSync(path.join(dataDir, 'secret_key')), false);
  });

  it('prefers SECRET_KEY over a stored key', () => {
    const dataDir = path.join(dir, 'generated');
    const key = 'f'.repeat(40);
    const stored = readFileSync(path.join(dataDir, 'secret_key'), 'utf8');
    const result = resolveSecretKey(loadConfig({ DATA_DIR: dataDir, SECRET_KEY: key }, CWD));
    assert.equal(result.secretKey, key);
    assert.equal(readFileSync(path.join(dataDir, 'secret_key'), 'utf8'), stored);
  });
});

describe('loadConfig: webhook variables', () => {
  it('defaults to no allowed CIDRs, an in-process worker, 16 / 4 deliveries at once and time scale 1', () => {
    const config = loadConfig({}, CWD);
    assert.deepEqual(config.webhookAllowedCidrs, []);
    assert.equal(config.webhookWorker, true);
    assert.equal(config.webhookConcurrency, 16);
    assert.equal(config.webhookEndpointConcurrency, 4);
    assert.equal(config.webhookTimeScale, 1);
    assert.equal(config.webhookPollIntervalMs, 250);
  });

  it('treats blank webhook variables as unset', () => {
    const config = loadConfig(
      {
        WEBHOOK_ALLOWED_CIDRS: ' ',
        WEBHOOK_WORKER: '',
        WEBHOOK_CONCURRENCY: '',
        WEBHOOK_ENDPOINT_CONCURRENCY: ' ',
        WEBHOOK_TIME_SCALE: '',
      },
      CWD,
    );
    assert.deepEqual(config.webhookAllowedCidrs, []);
    assert.equal(config.webhookWorker, true);
    assert.equal(config.webhookConcurrency, 16);
    assert.equal(config.webhookEndpointConcurrency, 4);
    assert.equal(config.webhookTimeScale, 1);
    assert.equal(config.webhookPollIntervalMs, 250);
  });

  it('reads WEBHOOK_ALLOWED_CIDRS as a comma-separated list, spaces and empty entries ignored', () => {
    assert.deepEqual(
      loadConfig({ WEBHOOK_ALLOWED_CIDRS: ' 127.0.0.0/8 ,10.0.0.1,  fd00::/8,, ::1 ' }, CWD)
        .webhookAllowedCidrs,
      ['127.0.0.0/8', '10.0.0.1', 'fd00::/8', '::1'],
    );
    assert.deepEqual(loadConfig({ WEBHOOK_ALLOWED_CIDRS: '192.168.1.0/24' }, CWD).webhookAllowedCidrs, [
      '192.168.1.0/24',
    ]);
    assert.deepEqual(loadConfig({ WEBHOOK_ALLOWED_CIDRS: '0.0.0.0/0,::/0' }, CWD).webhookAllowedCidrs, [
      '0.0.0.0/0',
      '::/0',
    ]);
  });

  it('refuses bad WEBHOOK_ALLOWED_CIDRS entries, naming each of them and none of the good ones', () => {
    const problems = problemsOf({
      WEBHOOK_ALLOWED_CIDRS: '10.0.0.0/8, nonsense, 10.0.0.0/33, fd00::/129, 127.1, 1.2.3.4/x',
    });
    assert.equal(problems.length, 1, problems.join('\n'));
    const problem = problems[0]!;
    assert.ok(problem.startsWith('WEBHOOK_ALLOWED_CIDRS '), problem);
    for (const bad of ['nonsense', '10.0.0.0/33', 'fd00::/129', '127.1', '1.2.3.4/x']) {
      assert.ok(problem.includes(bad), `${problem} names ${bad}`);
    }
    assert.ok(!problem.includes('10.0.0.0/8'), problem);
  });

  for (const value of ['localhost', '10.0.0.0/8/8', '010.0.0.0/8', '0x7f000001', '10.0.0.0/-1']) {
    it(`refuses WEBHOOK_ALLOWED_CIDRS=${JSON.stringify(value)}`, () => {
      const problems = problemsOf({ WEBHOOK_ALLOWED_CIDRS: value });
      assert.equal(problems.length, 1, problems.join('\n'));
      assert.ok(problems[0]!.startsWith('WEBHOOK_ALLOWED_CIDRS '), problems[0]);
      assert.ok(problems[0]!.includes(value), problems[0]);
    });
  }

  const booleans: [string, boolean][] = [
    ['true', true],
    ['false', false],
    ['1', true],
    ['0', false],
    ['yes', true],
    ['no', false],
    ['on', true],
    ['off', false],
    ['TRUE', true],
    ['Off', false],
    [' no ', false],
  ];
  for (const [value, expected] of booleans) {
    it(`reads WEBHOOK_WORKER=${JSON.stringify(value)} as ${expected}`, () => {
      assert.equal(loadConfig({ WEBHOOK_WORKER: value }, CWD).webhookWorker, expected);
    });
  }

  const counts: [name: string, key: 'webhookConcurrency' | 'webhookEndpointConcurrency', max: number][] = [
    ['WEBHOOK_CONCURRENCY', 'webhookConcurrency', 1000],
    ['WEBHOOK_ENDPOINT_CONCURRENCY', 'webhookEndpointConcurrency', 100],
  ];
  for (const [name, key, max] of counts) {
    it(`reads ${name} from 1 to ${max}`, () => {
      for (const value of [1, 7, max]) {
        assert.equal(loadConfig({ [name]: String(value) }, CWD)[key], value);
      }
    });
  }

  it('reads DATABASE_POOL_SIZE (default 10, 1 to 1000) into the PostgreSQL settings', () => {
    const url = 'postgres://lms@db.internal:5432/lms';
    assert.deepEqual(loadConfig({ DATABASE_URL: url }, CWD).database, {
      kind: 'postgres',
      url,
      poolSize: 10,
    });
    assert.deepEqual(loadConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: '40' }, CWD).database, {
      kind: 'postgres',
      url,
      poolSize: 40,
    });
    for (const bad of ['0', '1001', 'x', '2.5']) {
      assert.throws(
        () => loadConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: bad }, CWD),
        /DATABASE_POOL_SIZE/,
      );
    }
  });

  it('reads WEBHOOK_COMMIT_DELAY_MS from 1 to 60000 milliseconds, 10 by default', () => {
    assert.equal(loadConfig({}, CWD).webhookCommitDelayMs, 10);
    for (const value of [1, 40, 60_000]) {
      assert.equal(loadConfig({ WEBHOOK_COMMIT_DELAY_MS: String(value) }, CWD).webhookCommitDelayMs, value);
    }
    for (const bad of ['0', '60001', '2.5', 'later']) {
      assert.throws(() => loadConfig({ WEBHOOK_COMMIT_DELAY_MS: bad }, CWD), /WEBHOOK_COMMIT_DELAY_MS/);
    }
  });

  it('reads WEBHOOK_POLL_INTERVAL_MS from 1 to 600000 milliseconds', () => {
    for (const value of [1, 250, 600_000]) {
      assert.equal(loadConfig({ WEBHOOK_POLL_INTERVAL_MS: String(value) }, CWD).webhookPollIntervalMs, value);
    }
    for (const bad of ['0', '600001', '1.5', 'soon']) {
      assert.throws(() => loadConfig({ WEBHOOK_POLL_INTERVAL_MS: bad }, CWD), /WEBHOOK_POLL_INTERVAL_MS/);
    }
  });

  it('reads WEBHOOK_TIME_SCALE as a positive number up to 100', () => {
    assert.equal(loadConfig({ WEBHOOK_TIME_SCALE: '0.01' }, CWD).webhookTimeScale, 0.01);
    assert.equal(loadConfig({ WEBHOOK_TIME_SCALE: '2.5' }, CWD).webhookTimeScale, 2.5);
    assert.equal(loadConfig({ WEBHOOK_TIME_SCALE: '100' }, CWD).webhookTimeScale, 100);
  });

  const badWebhookValues: [string, string][] = [
    ['WEBHOOK_WORKER', 'maybe'],
    ['WEBHOOK_WORKER', '2'],
    ['WEBHOOK_WORKER', 'enabled'],
    ['WEBHOOK_CONCURRENCY', '0'],
    ['WEBHOOK_CONCURRENCY', '-1'],
    ['WEBHOOK_CONCURRENCY', '1.5'],
    ['WEBHOOK_CONCURRENCY', 'x'],
    ['WEBHOOK_CONCURRENCY', '1001'],
    ['WEBHOOK_CONCURRENCY', '1e3'],
    ['WEBHOOK_ENDPOINT_CONCURRENCY', '0'],
    ['WEBHOOK_ENDPOINT_CONCURRENCY', '-1'],
    ['WEBHOOK_ENDPOINT_CONCURRENCY', '1.5'],
    ['WEBHOOK_ENDPOINT_CONCURRENCY', 'x'],
    ['WEBHOOK_ENDPOINT_CONCURRENCY', '101'],
    ['WEBHOOK_TIME_SCALE', '0'],
    ['WEBHOOK_TIME_SCALE', '-1'],
    ['WEBHOOK_TIME_SCALE', 'x'],
    ['WEBHOOK_TIME_SCALE', '101'],
    ['WEBHOOK_TIME_SCALE', 'Infinity'],
    ['WEBHOOK_TIME_SCALE', 'NaN'],
  ];
  for (const [name, value] of badWebhookValues) {
    it(`refuses ${name}=${JSON.stringify(value)}, naming the variable and the value`, () => {
      const problems = problemsOf({ [name]: value });
      assert.equal(problems.length, 1, problems.join('\n'));
      assert.ok(problems[0]!.startsWith(`${name} `), problems[0]);
      assert.ok(problems[0]!.includes(`"${value}"`), problems[0]);
    });
  }

  it('reports every bad webhook variable together, with the others', () => {
    const problems = problemsOf({
      PORT: 'abc',
      WEBHOOK_ALLOWED_CIDRS: 'nonsense',
      WEBHOOK_WORKER: 'maybe',
      WEBHOOK_CONCURRENCY: '0',
      WEBHOOK_ENDPOINT_CONCURRENCY: '101',
      WEBHOOK_TIME_SCALE: '0',
    });
    assert.deepEqual(
      problems.map((p) => p.split(' ')[0]),
      [
        'PORT',
        'WEBHOOK_ALLOWED_CIDRS',
        'WEBHOOK_WORKER',
        'WEBHOOK_CONCURRENCY',
        'WEBHOOK_ENDPOINT_CONCURRENCY',
        'WEBHOOK_TIME_SCALE',
      ],
    );
  });
});

describe('loadConfig: file storage and upload limits', () => {
  const MB = 1024 * 1024;

  it('keeps files on local disk with the contract limits by default', () => {
    const config = loadConfig({}, CWD);
    assert.equal(config.s3, undefined);
    assert.deepEqual(config.uploadLimits, {
      image: 15 * MB,
      audio: 100 * MB,
      pdf: 100 * MB,
      video: 2048 * MB,
      document: 100 * MB,
    });
  });

  it('uses S3 when S3_BUCKET is set: region us-east-1 and virtual-host style by default', () => {
    assert.deepEqual(loadConfig({ S3_BUCKET: 'lms-files' }, CWD).s3, {
      bucket: 'lms-files',
      region: 'us-east-1',
      forcePathStyle: false,
    });
  });

  it('defaults to path-style addressing when S3_ENDPOINT is set', () => {
    assert.deepEqual(
      loadConfig({ S3_BUCKET: 'lms', S3_ENDPOINT: 'http://minio:9000', S3_REGION: 'eu-west-3' }, CWD).s3,
      { bucket: 'lms', endpoint: 'http://minio:9000', region: 'eu-west-3', forcePathStyle: true },
    );
  });

  it('lets S3_FORCE_PATH_STYLE override the default either way', () => {
    const off = loadConfig(
      { S3_BUCKET: 'lms', S3_ENDPOINT: 'https://s3.example.com', S3_FORCE_PATH_STYLE: 'false' },
      CWD,
    );
    assert.equal(off.s3?.forcePathStyle, false);
    const on = loadConfig({ S3_BUCKET: 'lms', S3_FORCE_PATH_STYLE: 'true' }, CWD);
    assert.equal(on.s3?.forcePathStyle, true);
  });

  const limits: [name: string, key: keyof ReturnType<typeof loadConfig>['uploadLimits']][] = [
    ['UPLOAD_LIMIT_IMAGE_MB', 'image'],
    ['UPLOAD_LIMIT_AUDIO_MB', 'audio'],
    ['UPLOAD_LIMIT_PDF_MB', 'pdf'],
    ['UPLOAD_LIMIT_VIDEO_MB', 'video'],
    ['UPLOAD_LIMIT_DOCUMENT_MB', 'document'],
  ];
  for (const [name, key] of limits) {
    it(`reads ${name} in MB into bytes`, () => {
      for (const value of [1, 42, 102400]) {
        assert.equal(loadConfig({ [name]: String(value) }, CWD).uploadLimits[key], value * MB);
      }
    });
  }

  const badValues: [string, string, Record<string, string>?][] = [
    ['S3_BUCKET', 'ab'],
    ['S3_BUCKET', 'has space'],
    ['S3_BUCKET', '-leading-dash'],
    ['S3_BUCKET', 'x'.repeat(64)],
    ['S3_ENDPOINT', 'minio:9000', { S3_BUCKET: 'lms' }],
    ['S3_ENDPOINT', 'ftp://minio', { S3_BUCKET: 'lms' }],
    ['S3_REGION', 'eu west', { S3_BUCKET: 'lms' }],
    ['S3_FORCE_PATH_STYLE', 'sometimes', { S3_BUCKET: 'lms' }],
    ['S3_ENDPOINT', 'http://minio:9000'],
    ['S3_REGION', 'eu-west-3'],
    ['S3_FORCE_PATH_STYLE', 'true'],
    ...limits.flatMap(([name]): [string, string][] => [
      [name, '0'],
      [name, '-1'],
      [name, '1.5'],
      [name, 'ten'],
      [name, '102401'],
    ]),
  ];
  for (const [name, value, others = {}] of badValues) {
    it(`refuses ${name}=${JSON.stringify(value)}${others.S3_BUCKET ? '' : ' alone'}, naming the variable and the value`, () => {
      const problems = problemsOf({ ...others, [name]: value });
      assert.equal(problems.length, 1, problems.join('\n'));
      assert.ok(problems[0]!.startsWith(`${name} `), problems[0]);
      assert.ok(problems[0]!.includes(`"${value}"`), problems[0]);
    });
  }

  it('reads the SCORM package limits in MB: 500 uploaded and 2048 uncompressed by default', () => {
    assert.deepEqual(loadConfig({}, CWD).scorm, {
      maxUploadBytes: 500 * MB,
      maxUncompressedBytes: 2048 * MB,
    });
    assert.deepEqual(loadConfig({ SCORM_MAX_UPLOAD_MB: '20', SCORM_MAX_UNCOMPRESSED_MB: '100' }, CWD).scorm, {
      maxUploadBytes: 20 * MB,
      maxUncompressedBytes: 100 * MB,
    });
  });

  for (const name of ['SCORM_MAX_UPLOAD_MB', 'SCORM_MAX_UNCOMPRESSED_MB']) {
    for (const value of ['0', '-5', '1.5', 'big', '102401']) {
      it(`refuses ${name}=${JSON.stringify(value)}, naming the variable and the value`, () => {
        const problems = problemsOf({ [name]: value });
        assert.equal(problems.length, 1, problems.join('\n'));
        assert.ok(problems[0]!.startsWith(`${name} `), problems[0]);
        assert.ok(problems[0]!.includes(`"${value}"`), problems[0]);
      });
    }
  }

  it('says S3_BUCKET is missing when only the other S3 variables are set', () => {
    const [problem] = problemsOf({ S3_ENDPOINT: 'http://minio:9000' });
    assert.match(problem!, /S3_BUCKET is not/);
  });

  it('reports every bad storage variable together, with the others', () => {
    const problems = problemsOf({
      PORT: 'abc',
      S3_BUCKET: 'x',
      S3_ENDPOINT: 'nope',
      S3_REGION: 'a b',
      S3_FORCE_PATH_STYLE: 'maybe',
      UPLOAD_LIMIT_IMAGE_MB: '0',
      UPLOAD_LIMIT_VIDEO_MB: 'big',
    });
    assert.deepEqual(
      problems.map((p) => p.split(' ')[0]),
      [
        'PORT',
        'S3_BUCKET',
        'S3_ENDPOINT',
        'S3_REGION',
        'S3_FORCE_PATH_STYLE',
        'UPLOAD_LIMIT_IMAGE_MB',
        'UPLOAD_LIMIT_VIDEO_MB',
      ],
    );
  });
});

describe('loadConfig: OpenID Connect providers', () => {
  const entry = { name: 'google', issuer: 'https://accounts.google.com', client_id: 'abc.apps' };

  it('has no providers by default', () => {
    assert.deepEqual(loadConfig({}, CWD).oidcProviders, []);
    assert.deepEqual(loadConfig({ OIDC_PROVIDERS: ' ' }, CWD).oidcProviders, []);
  });

  it('reads a JSON list of {name, issuer, client_id}, keeping the issuer exactly as given', () => {
    const keycloak = { name: 'staff-sso', issuer: 'https://sso.example.com/realms/staff/', client_id: 'lms' };
    const local = { name: 'dev', issuer: 'http://127.0.0.1:8081', client_id: 'x' };
    const config = loadConfig({ OIDC_PROVIDERS: JSON.stringify([entry, keycloak, local]) }, CWD);
    assert.deepEqual(config.oidcProviders, [
      { name: 'google', issuer: 'https://accounts.google.com', clientId: 'abc.apps' },
      { name: 'staff-sso', issuer: 'https://sso.example.com/realms/staff/', clientId: 'lms' },
      { name: 'dev', issuer: 'http://127.0.0.1:8081', clientId: 'x' },
    ]);
    assert.equal(
      loadConfig({ OIDC_PROVIDERS: JSON.stringify([{ ...local, issuer: 'http://localhost:9000' }]) }, CWD)
        .oidcProviders[0]!.issuer,
      'http://localhost:9000',
    );
  });

  const badLists: [string, string, RegExp][] = [
    ['bad JSON', '[{"name": "google",', /^OIDC_PROVIDERS must be JSON/],
    ['not a list', JSON.stringify(entry), /^OIDC_PROVIDERS must be a JSON list/],
    ['an entry that is not an object', JSON.stringify(['google']), /^OIDC_PROVIDERS\[0\] must be an object/],
    ['a missing name', JSON.stringify([{ ...entry, name: undefined }]), /^OIDC_PROVIDERS\[0\]\.name must be/],
    ['an upper-case name', JSON.stringify([{ ...entry, name: 'Google' }]), /^OIDC_PROVIDERS\[0\]\.name/],
    ['an http issuer', JSON.stringify([{ ...entry, issuer: 'http://sso.example.com' }]), /\.issuer must be/],
    ['an issuer with a query', JSON.stringify([{ ...entry, issuer: 'https://x.example?a=1' }]), /\.issuer/],
    ['an issuer that is no URL', JSON.stringify([{ ...entry, issuer: 'sso.example.com' }]), /\.issuer/],
    ['an empty client_id', JSON.stringify([{ ...entry, client_id: ' ' }]), /\.client_id must be/],
    ['a numeric client_id', JSON.stringify([{ ...entry, client_id: 42 }]), /\.client_id must be/],
    ['an unknown field', JSON.stringify([{ ...entry, clientId: 'x' }]), /has unknown fields: clientId/],
    [
      'a name used twice',
      JSON.stringify([entry, { ...entry, client_id: 'other' }]),
      /OIDC_PROVIDERS\[1\].*"google" is used twice/,
    ],
  ];
  for (const [what, value, expected] of badLists) {
    it(`refuses ${what}, naming the problem`, () => {
      const problems = problemsOf({ OIDC_PROVIDERS: value });
      assert.ok(
        problems.some((p) => expected.test(p)),
        `${JSON.stringify(problems)} should match ${String(expected)}`,
      );
    });
  }

  it('reports every bad entry together, with the other variables', () => {
    const problems = problemsOf({
      PORT: 'abc',
      OIDC_PROVIDERS: JSON.stringify([{ ...entry, issuer: 'ftp://x' }, entry, { name: 'b' }]),
    });
    assert.deepEqual(
      problems.map((p) => p.split(' ')[0]),
      ['PORT', 'OIDC_PROVIDERS[0].issuer', 'OIDC_PROVIDERS[2].issuer', 'OIDC_PROVIDERS[2].client_id'],
    );
  });
});
