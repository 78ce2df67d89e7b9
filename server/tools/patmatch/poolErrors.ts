// How a PatMatch search fails in the pool (pool.ts), each answered to the user in its own way (routes/patmatchTool.ts).

export class SearchTooLongError extends Error {
  constructor() {
    super('The pattern search took too long and was stopped. A more specific pattern, fewer mismatches or a smaller database searches faster.');
    this.name = 'SearchTooLongError';
  }
}

export class PoolBusyError extends Error {
  constructor() {
    super('The pattern search service is busy with other searches; please try again in a minute.');
    this.name = 'PoolBusyError';
  }
}

/** The pattern cannot be searched (the message is for the user). */
export class SearchRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SearchRefusedError';
  }
}
