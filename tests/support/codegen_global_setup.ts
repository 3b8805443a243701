import { codegen } from './stack.ts'

/** Writes .adonisjs/ (the route registry behind urlFor) before the component tests import it. */
export default function setup() {
  codegen()
}
