/**
 * The `lms` command: serve | worker | migrate | org set-plan <slug> <plan> | user set-password <email> | demo.
 * Exit codes: 0 done, 1 failed, 2 wrong usage or configuration.
 */
import { createInterface } from 'node:readline';
import type { buildServices } from './build-services.ts';
import { ConfigError, MIN_PASSWORD_LENGTH, loadConfig, resolveSecretKey } from './config.ts';
// The plan list alone, not the module's index: help, usage and configuration errors answer at once
// instead of first loading the whole service (HTTP stack, database drivers), which takes seconds.
import { PLANS, isPlan } from './modules/plans/index.ts';
import { AppError, NotFoundError } from './platform/http/errors.ts';

const USAGE = `Usage: lms <command>

Commands:
  serve                          start the API server and the webhook delivery worker (runs migrations and first boot)
  worker                         run the webhook delivery worker alone (see WEBHOOK_WORKER)
  migrate                        apply database migrations and exit
  org set-plan <slug> <plan>     set an organization's plan (${PLANS.join(', ')})
  user set-password <email>      set a user's password (read from standard input) and end their sessions
  demo [--org <slug>] [--admin <email>] [--learner <email>]
                                 add a demo course and a learner to take it (LMS_DEMO_PASSWORD, else generated)

Configuration comes from environment variables; see the README.`;

class UsageError extends Error {}

export async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case 'serve': {
        const config = loadConfig();
        const { serve } = await import('./server.ts');
        await serve(config);
        return -1; // keep running
      }
      case 'worker': {
        const config = loadConfig();
        const { runWorker } = await import('./worker.ts');
        await runWorker(config);
        return -1; // keep running
      }
      case 'migrate':
        // Building the services applies the migrations.
        return await withServices(() => {
          console.log('migrations applied; the database is up to date');
          return Promise.resolve();
        });
      case 'org':
        return await orgCommand(rest);
      case 'user':
        return await userCommand(rest);
      case 'demo':
        return await demoCommand(rest);
      case undefined:
        // A missing command is wrong usage: the text goes where errors go, so scripts piping stdout see it.
        console.error(USAGE);
        return 2;
      case 'help':
      case '--help':
      case '-h':
        console.log(USAGE);
        return 0;
      default:
        throw new UsageError(`unknown command "${command}"`);
    }
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`lms: ${error.message}\n\n${USAGE}`);
      return 2;
    }
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 2;
    }
    if (error instanceof AppError) {
      console.error(`lms: ${error.detail}`);
      return 1;
    }
    console.error(`lms: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

async function withServices(
  work: (s: Awaited<ReturnType<typeof buildServices>>) => Promise<void>,
): Promise<number> {
  const config = loadConfig();
  resolveSecretKey(config);
  const { buildServices } = await import('./build-services.ts');
  const services = await buildServices(config);
  try {
    await work(services);
    return 0;
  } finally {
    await services.close();
  }
}

async function orgCommand(args: string[]): Promise<number> {
  const [sub, slug, plan] = args;
  if (sub !== 'set-plan' || slug === undefined || plan === undefined || args.length !== 3) {
    throw new UsageError('expected: org set-plan <slug> <plan>');
  }
  if (!isPlan(plan)) throw new UsageError(`unknown plan "${plan}"; the plans are ${PLANS.join(', ')}`);
  return withServices(async (s) => {
    const org = await s.orgs.setPlan(slug, plan).catch((error: unknown) => {
      if (error instanceof NotFoundError) throw new Error(`no organization with the slug "${slug}"`);
      throw error;
    });
    console.log(`organization ${org.slug} is now on the ${org.plan} plan`);
  });
}

async function userCommand(args: string[]): Promise<number> {
  const [sub, email] = args;
  if (sub !== 'set-password' || email === undefined || args.length !== 2) {
    throw new UsageError('expected: user set-password <email>');
  }
  const password = await readPassword();
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new UsageError(`the password must be at least ${MIN_PASSWORD_LENGTH} characters long`);
  }
  return withServices(async (s) => {
    const user = await s.identity.findUserByEmail(email);
    if (user === undefined) throw new Error(`no user with the email ${email}`);
    await s.identity.setPassword(user.id, password);
    console.log(`password set for ${user.email}; their sessions have been ended`);
  });
}

async function demoCommand(args: string[]): Promise<number> {
  const options = new Map<string, string>();
  for (let i = 0; i < args.length; i += 2) {
    const [name, value] = [args[i], args[i + 1]];
    if (name === undefined || !['--org', '--admin', '--learner'].includes(name) || value === undefined) {
      throw new UsageError('expected: demo [--org <slug>] [--admin <email>] [--learner <email>]');
    }
    options.set(name, value);
  }
  const config = loadConfig();
  resolveSecretKey(config);
  const [{ buildApp }, { ensureFirstBoot, DEFAULT_ADMIN_EMAIL, DEFAULT_ORG_SLUG }, { seedDemo }] =
    await Promise.all([import('./app.ts'), import('./bootstrap.ts'), import('./demo/demo.ts')]);
  const { app, services } = await buildApp(config);
  try {
    await ensureFirstBoot(services);
    const result = await seedDemo(app, services, {
      orgSlug: options.get('--org') ?? DEFAULT_ORG_SLUG,
      adminEmail: options.get('--admin') ?? config.adminEmail ?? DEFAULT_ADMIN_EMAIL,
      learnerEmail: options.get('--learner') ?? 'learner@example.com',
      ...(process.env.LMS_DEMO_PASSWORD !== undefined && { learnerPassword: process.env.LMS_DEMO_PASSWORD }),
    });
    console.log(
      result.created
        ? `demo course created: ${result.courseUuid}`
        : `the demo course is already there: ${result.courseUuid}`,
    );
    if (result.learner?.created === true) {
      console.log(`learner ${result.learner.email} created with the password ${result.learner.password}`);
    }
    return 0;
  } finally {
    await app.close();
  }
}

/** The first line of standard input (a prompt is shown when it is a terminal). */
async function readPassword(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write('New password: ');
  const lines = createInterface({ input: process.stdin, terminal: false });
  for await (const line of lines) {
    lines.close();
    return line.replace(/\r$/, '');
  }
  return '';
}
