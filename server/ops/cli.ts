import { runOps } from './run'

/** The operator's command line: `npm run ops -- <command> [args]` (./run.ts). */
const { code, stdout, stderr } = await runOps(process.argv.slice(2), process.env)
process.stdout.write(stdout)
process.stderr.write(stderr)
process.exit(code)
