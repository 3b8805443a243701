/**
 * `node tests/support/build_front_end.ts`: the front end built as in production into
 * public/assets, unless already built from the same inputs (buildFrontEnd), before the nodes
 * stack and the browser tests start side by side (scripts/test.ts).
 */
import { buildFrontEnd } from './stack.ts'

buildFrontEnd()
