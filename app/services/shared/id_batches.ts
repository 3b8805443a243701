/**
 * An export's rows, `size` at a time, by a keyset cursor on id: `read(afterId, size)` returns the
 * next rows in id order. Memory stays flat however many rows there are.
 */
export async function* idBatches<Row extends { id: number }>(
  read: (afterId: number, size: number) => Promise<Row[]>,
  size: number
): AsyncGenerator<Row[]> {
  let last = 0
  for (;;) {
    const batch = await read(last, size)
    if (!batch.length) return
    last = batch.at(-1)!.id
    yield batch
    if (batch.length < size) return
  }
}
