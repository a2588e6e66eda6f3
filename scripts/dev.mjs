// `npm run dev`: the CMS as `npm start` runs it (port 8080 unless PORT says otherwise) plus the
// site on Vite's dev server with hot reload (http://localhost:5173), sending CMS paths to the CMS.
// Changes to the site reload at once; changes to the CMS need a restart of this command.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureInstalled, npm, root, run, webDir } from './lib/project.mjs';

const port = process.env.PORT || '8080';
await ensureInstalled(webDir);
await run(process.execPath, ['scripts/codegen.mjs'], { cwd: webDir });
const cms = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], { stdio: 'inherit', env: { ...process.env, PORT: port } });
const site = spawn(npm, ['run', 'dev', '--silent'], { cwd: webDir, stdio: 'inherit', env: { ...process.env, CMS_URL: `http://localhost:${port}` } });
const stop = () => {
  cms.kill('SIGTERM');
  site.kill('SIGTERM');
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop);
cms.on('exit', (code) => {
  site.kill('SIGTERM');
  process.exit(code ?? 0);
});
