/**
 * `node scripts/parallel.ts <command>…`: runs the commands (each one shell line, e.g.
 * `tsc --noEmit` or `npm run lint`) at the same time, each one's output held back and printed
 * whole when it ends (never interleaved), and exits 1 if any failed, after every one has ended.
 * `npm run typecheck` checks with it, and `npm test` (scripts/test.ts) runs its steps with
 * `together()`: on two cores, commands that each leave a core idle part of the time take the
 * time of the longest instead of the sum (docs/decisions.md, "npm test side by side").
 */
import { spawn } from 'node:child_process'

/** Runs `commands` at the same time; true when every one exited 0. */
export async function together(commands: string[], env: NodeJS.ProcessEnv = process.env) {
  const started = Date.now()
  const results = await Promise.all(
    commands.map(
      (command) =>
        new Promise<boolean>((resolve) => {
          // The commands are this repository's own scripts (package.json), not user input.
          const child = spawn(command, { shell: true, env, stdio: ['ignore', 'pipe', 'pipe'] })
          const output: Buffer[] = []
          child.stdout.on('data', (chunk: Buffer) => output.push(chunk))
          child.stderr.on('data', (chunk: Buffer) => output.push(chunk))
          child.once('close', (code, signal) => {
            const seconds = ((Date.now() - started) / 1000).toFixed(0)
            const ok = code === 0
            const status = ok ? 'done' : `FAILED (${signal ?? `exit ${code}`})`
            process.stdout.write(`\n> ${command}: ${status} after ${seconds} s\n`)
            process.stdout.write(Buffer.concat(output))
            resolve(ok)
          })
          child.once('error', (error) => {
            process.stdout.write(`\n> ${command}: could not start: ${error.message}\n`)
            resolve(false)
          })
        })
    )
  )
  return results.every(Boolean)
}

if (import.meta.main) {
  const commands = process.argv.slice(2)
  if (commands.length === 0) {
    console.error('usage: node scripts/parallel.ts <command> [<command>…]')
    process.exit(2)
  }
  process.exit((await together(commands)) ? 0 : 1)
}
