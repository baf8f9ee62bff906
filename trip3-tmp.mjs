import pg from 'pg';
import fs from 'node:fs';
const [db, which, C0] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:5432/${db}`, max: 10 });
const pgCpu = () => { let t = 0; for (const d of fs.readdirSync('/proc')) { if (!/^\d+$/.test(d)) continue; try { const comm = fs.readFileSync(`/proc/${d}/comm`, 'utf8').trim(); if (comm !== 'postgres') continue; const f = fs.readFileSync(`/proc/${d}/stat`, 'utf8').split(') ')[1].split(' '); t += Number(f[11]) + Number(f[12]); } catch {} } return t * 10; };
const { text, values } = JSON.parse(fs.readFileSync('/tmp/p/q.json', 'utf8'))[which];
const r = await pool.query({ name: 'q', text, values }); console.log(JSON.stringify(r.rows[0]).slice(0, 300));
const N = 10000, C = Number(C0 ?? 1);
for (let w = 0; w < 3; w++) {
  const c0 = process.cpuUsage(); const p0 = pgCpu(); const t0 = performance.now();
  let i = 0;
  await Promise.all(Array.from({ length: C }, async () => { while (i++ < N) await pool.query({ name: 'q', text, values }); }));
  const ms = performance.now() - t0; const c = process.cpuUsage(c0); const p = pgCpu() - p0;
  console.log(`${which} ${(N / ms * 1000).toFixed(0)}/s node ${((c.user + c.system) / 1000 / N * 1000).toFixed(1)} µs/q pg ${(p / N * 1000).toFixed(1)} µs/q`);
}
await pool.end();
