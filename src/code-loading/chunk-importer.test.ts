import { describe, expect, it, vi } from "vitest";
import {
  CHUNK_IMPORTER,
  ChunkGoneError,
  ChunkLoadError,
  checkAgainstImportMap,
  createChunkImporter,
  importIfHeld,
  installChunkImporter,
  RETRY_ADDRESSES,
} from "./chunk-importer";

const BASE = "https://shop.example/assets/main-AAAA.js";
const LOGIN = "https://shop.example/assets/login-page-BBBB.js";
const failure = () => new TypeError("Failed to fetch dynamically imported module: …");

/** An importer whose fetches answer as `outcomes` says, in turn; it records every address asked. */
function importerWith(...outcomes: ("fail" | "load")[]) {
  const asked: string[] = [];
  const importModule = vi.fn((url: string) => {
    asked.push(url);
    const outcome = outcomes.shift() ?? "load";
    return outcome === "fail" ? Promise.reject(failure()) : Promise.resolve({ url });
  });
  return { importChunk: createChunkImporter(importModule), asked };
}

/** As importerWith, with a check of the bytes before each retry that answers as `checks` says. */
function checkedImporterWith(imports: ("fail" | "load")[], checks: ("fail" | "pass")[]) {
  const asked: string[] = [];
  const checked: string[] = [];
  const importChunk = createChunkImporter(
    (url) => {
      asked.push(url);
      return imports.shift() === "fail" ? Promise.reject(failure()) : Promise.resolve({ url });
    },
    async (address, chunk) => {
      checked.push(address);
      expect(chunk).toBe(LOGIN);
      if (checks.shift() === "fail") throw new TypeError("Failed to fetch");
    },
  );
  return { importChunk, asked, checked };
}

describe("the chunk importer", () => {
  it("fetches a chunk at its own address, relative to the chunk that imports it", async () => {
    const { importChunk, asked } = importerWith("load");
    await expect(importChunk("./login-page-BBBB.js", BASE)).resolves.toEqual({ url: LOGIN });
    expect(asked).toEqual([LOGIN]);
  });

  it("tries again under an address the browser has not failed, a new one after each failure", async () => {
    const { importChunk, asked } = importerWith("fail", "fail", "load");
    await expect(importChunk("./login-page-BBBB.js", BASE)).rejects.toThrow(ChunkLoadError);
    await expect(importChunk("./login-page-BBBB.js", BASE)).rejects.toThrow(ChunkLoadError);
    await expect(importChunk("./login-page-BBBB.js", BASE)).resolves.toBeDefined();
    expect(asked).toEqual([LOGIN, `${LOGIN}?retry=1`, `${LOGIN}?retry=2`]);
  });

  it("checks the bytes under each retry address before importing it; a failed check spends no address", async () => {
    const { importChunk, asked, checked } = checkedImporterWith(["fail", "load"], ["fail", "pass"]);
    await expect(importChunk("./login-page-BBBB.js", BASE)).rejects.toThrow(ChunkLoadError);
    // The network is down: the check fails, and nothing is imported.
    await expect(importChunk("./login-page-BBBB.js", BASE)).rejects.toThrow(ChunkLoadError);
    await expect(importChunk("./login-page-BBBB.js", BASE)).resolves.toBeDefined();
    expect(checked).toEqual([`${LOGIN}?retry=1`, `${LOGIN}?retry=1`]);
    expect(asked).toEqual([LOGIN, `${LOGIN}?retry=1`]);
  });

  it("never imports an address the import map gives no hash: past its last retry address, it fails at once", async () => {
    const imports = Array.from({ length: RETRY_ADDRESSES + 1 }, () => "fail" as const);
    const { importChunk, asked, checked } = checkedImporterWith([...imports, "load"], []);
    const failures: ChunkLoadError[] = [];
    for (const _ of [...imports, "spent"]) {
      failures.push(
        (await importChunk("./login-page-BBBB.js", BASE).catch((error: unknown) => error)) as ChunkLoadError,
      );
    }
    expect(failures.every((failure) => failure instanceof ChunkLoadError)).toBe(true);
    // Spent once the last retry address failed, and from then on: only a reload can help.
    expect(failures.map((failure) => failure.spent)).toEqual([
      ...imports.slice(1).map(() => false),
      true,
      true,
    ]);
    const retries = Array.from({ length: RETRY_ADDRESSES }, (_, n) => `${LOGIN}?retry=${n + 1}`);
    expect(asked).toEqual([LOGIN, ...retries]);
    expect(checked).toEqual(retries);
    // The console's reader learns why from the cause.
    expect(failures.at(-1)?.cause).toEqual(new Error(`${LOGIN}: every retry address is spent.`));
  });

  it("fails in plain words, counting the failures, with the browser's error as the cause only", async () => {
    const { importChunk } = importerWith("fail", "fail");
    const first = await importChunk("./login-page-BBBB.js", BASE).catch((error: unknown) => error);
    const second = await importChunk("./login-page-BBBB.js", BASE).catch((error: unknown) => error);
    expect(first).toBeInstanceOf(ChunkLoadError);
    expect((first as ChunkLoadError).message).toBe(
      "Part of the page could not be loaded. Check your connection, then try again.",
    );
    expect((first as ChunkLoadError).message).not.toMatch(/module|import|fetch/i);
    expect((first as ChunkLoadError).cause).toBeInstanceOf(TypeError);
    expect([(first as ChunkLoadError).failures, (second as ChunkLoadError).failures]).toEqual([1, 2]);
  });

  it("once the server says the chunk is gone, is spent, and says the shop was updated, never the connection", async () => {
    const checks = [new ChunkGoneError("404 for the retry")];
    const importChunk = createChunkImporter(
      () => Promise.reject(failure()),
      async () => {
        const gone = checks.shift();
        if (gone) throw gone;
      },
    );
    const first = (await importChunk("./login-page-BBBB.js", BASE).catch(
      (error: unknown) => error,
    )) as ChunkLoadError;
    const second = (await importChunk("./login-page-BBBB.js", BASE).catch(
      (error: unknown) => error,
    )) as ChunkLoadError;
    expect([first.gone, first.spent]).toEqual([false, false]);
    expect([second.gone, second.spent]).toEqual([true, true]);
    expect(second.message).toBe(
      "The shop has been updated since this page opened. Reload the page to go on.",
    );
  });

  it("gives every caller the same module: one fetch at a time, and none after one has worked", async () => {
    const { importChunk, asked } = importerWith("fail", "load");
    await importChunk("./login-page-BBBB.js", BASE).catch(() => {});
    const [a, b] = await Promise.all([
      importChunk("./login-page-BBBB.js", BASE),
      importChunk("../assets/login-page-BBBB.js", BASE), // the same file, asked for another way
    ]);
    const later = await importChunk("./login-page-BBBB.js", BASE);
    expect(b).toBe(a);
    expect(later).toBe(a);
    expect(asked).toEqual([LOGIN, `${LOGIN}?retry=1`]);
  });

  it("fetches with the platform's own import unless told otherwise: the caller gets the chunk's exports", async () => {
    const importChunk = createChunkImporter();
    await expect(importChunk("./wait-for-code.ts", import.meta.url)).resolves.toHaveProperty(
      "waitForCode",
      expect.any(Function),
    );
  });

  it("keeps each chunk's failures to itself", async () => {
    const { importChunk, asked } = importerWith("fail", "load");
    await importChunk("./login-page-BBBB.js", BASE).catch(() => {});
    await importChunk("./firebase-CCCC.js", BASE);
    expect(asked).toEqual([LOGIN, "https://shop.example/assets/firebase-CCCC.js"]);
  });
});

describe("an import ahead of need", () => {
  /** As the build's import() of the sign-in page: Vite's preload helper calls the importer a microtask later. */
  const loginPage = (importChunk: ReturnType<typeof createChunkImporter>) => () =>
    Promise.resolve().then(() => importChunk("./login-page-BBBB.js", BASE));
  const heldAt = (...addresses: string[]) => vi.fn(async (address: string) => addresses.includes(address));

  it("imports a chunk held here at its own address; a later press gets that module and fetches nothing", async () => {
    const { importChunk, asked } = importerWith("load");
    const held = heldAt(LOGIN);
    const ahead = await importIfHeld(held, loginPage(importChunk));
    expect(held).toHaveBeenCalledExactlyOnceWith(LOGIN);
    expect(await importChunk("./login-page-BBBB.js", BASE)).toBe(ahead);
    expect(asked).toEqual([LOGIN]);
  });

  it("leaves a chunk not held here alone, so that the press still has its every address", async () => {
    const { importChunk, asked } = importerWith("fail", "load");
    await expect(importIfHeld(heldAt(), loginPage(importChunk))).rejects.toThrow(`${LOGIN}: not held here`);
    expect(asked).toEqual([]);
    // The press's first try is at the chunk's own address, as if nothing had been asked ahead.
    await expect(importChunk("./login-page-BBBB.js", BASE)).rejects.toThrow(ChunkLoadError);
    expect(asked).toEqual([LOGIN]);
  });

  it("asks for no retry address ahead of need, held or not: after a failure, the presses have them", async () => {
    const { importChunk, asked } = importerWith("fail", "load");
    await importChunk("./login-page-BBBB.js", BASE).catch(() => {});
    const held = heldAt(LOGIN, `${LOGIN}?retry=1`);
    await expect(importIfHeld(held, loginPage(importChunk))).rejects.toThrow(/not held here/);
    expect(asked).toEqual([LOGIN]);
  });

  it("joins a press's fetch: one under way, or one a press starts while the holdings are asked", async () => {
    const first = importerWith("load");
    const pressed = first.importChunk("./login-page-BBBB.js", BASE);
    await expect(importIfHeld(heldAt(), loginPage(first.importChunk))).resolves.toBe(await pressed);
    expect(first.asked).toEqual([LOGIN]);

    const second = importerWith("load");
    let answer = (_held: boolean) => {};
    const asking = () =>
      new Promise<boolean>((resolve) => {
        answer = resolve;
      });
    const ahead = importIfHeld(asking, loginPage(second.importChunk));
    await new Promise((resolve) => setTimeout(resolve)); // the importer is asking
    const press = second.importChunk("./login-page-BBBB.js", BASE);
    answer(true);
    expect(await ahead).toBe(await press);
    expect(second.asked).toEqual([LOGIN]);
  });

  it("leaves the next call a press's when its load never reaches the importer (the dev server's own import)", async () => {
    const { importChunk, asked } = importerWith("load");
    const held = heldAt();
    await importIfHeld(held, async () => ({ native: true }));
    await importChunk("./login-page-BBBB.js", BASE);
    expect(held).not.toHaveBeenCalled();
    expect(asked).toEqual([LOGIN]);
  });

  it("takes loads begun together in their order, each checked for its own chunk", async () => {
    const { importChunk, asked } = importerWith("load", "load");
    const held = heldAt(LOGIN);
    const helpPage = () => Promise.resolve().then(() => importChunk("./help-page-CCCC.js", BASE));
    const [login, help] = await Promise.allSettled([
      importIfHeld(held, loginPage(importChunk)),
      importIfHeld(held, helpPage),
    ]);
    expect(login.status).toBe("fulfilled");
    expect(help.status).toBe("rejected");
    expect(asked).toEqual([LOGIN]);
  });

  it("keeps the check of a load still on its way when one begun before it settles", async () => {
    const { importChunk, asked } = importerWith("load", "load");
    const held = heldAt(LOGIN);
    let arrive = () => {};
    const helpPage = () =>
      new Promise<void>((resolve) => {
        arrive = resolve;
      }).then(() => importChunk("./help-page-CCCC.js", BASE));
    const login = importIfHeld(held, loginPage(importChunk));
    const help = importIfHeld(held, helpPage);
    await login;
    arrive();
    await expect(help).rejects.toThrow(/not held here/);
    expect(asked).toEqual([LOGIN]);
  });

  it("is ahead of need for the one call it makes: the next, a press's, imports whatever is held", async () => {
    const { importChunk, asked } = importerWith("load", "load");
    await importIfHeld(heldAt(LOGIN), loginPage(importChunk));
    await importChunk("./firebase-CCCC.js", BASE);
    expect(asked).toEqual([LOGIN, "https://shop.example/assets/firebase-CCCC.js"]);
  });
});

describe("the check of a retry's bytes against the page's import map", () => {
  // The SHA-256 of "ok", as the build writes it into the import map.
  const HASH = "sha256-Jok2eyBcFs4y7UIAlCuLix4mLfxw2byfvHfElpmk8d8=";
  const RETRY = "https://shop.example/assets/login-page-BBBB.js?retry=1";

  function withImportMap(text: string): () => void {
    const map = document.createElement("script");
    map.type = "importmap";
    map.textContent = text;
    document.head.append(map);
    return () => map.remove();
  }

  it("fetches the address from the network, passes the chunk's bytes, and fails on others or an error answer", async () => {
    const remove = withImportMap(JSON.stringify({ integrity: { "/assets/login-page-BBBB.js": HASH } }));
    const fetch = vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(new Response("ok"));
    await checkAgainstImportMap(RETRY, LOGIN);
    expect(fetch).toHaveBeenCalledWith(RETRY, { cache: "reload" });
    fetch.mockResolvedValueOnce(new Response("ok, altered"));
    await expect(checkAgainstImportMap(RETRY, LOGIN)).rejects.toThrow("its bytes are not the build's");
    fetch.mockResolvedValueOnce(new Response("down", { status: 503 }));
    await expect(checkAgainstImportMap(RETRY, LOGIN)).rejects.toThrow("503");
    fetch.mockRestore();
    remove();
  });

  it("tells a chunk the server says is gone (404, 410) from one it could not reach", async () => {
    const remove = withImportMap(JSON.stringify({ integrity: { "/assets/login-page-BBBB.js": HASH } }));
    const fetch = vi.spyOn(globalThis, "fetch");
    for (const status of [404, 410]) {
      fetch.mockResolvedValueOnce(new Response("gone", { status }));
      const gone = checkAgainstImportMap(RETRY, LOGIN);
      await expect(gone).rejects.toBeInstanceOf(ChunkGoneError);
      await expect(gone, "the console's reader learns which address").rejects.toThrow(
        `${status} for ${RETRY}`,
      );
    }
    fetch.mockResolvedValueOnce(new Response("down", { status: 503 }));
    await expect(checkAgainstImportMap(RETRY, LOGIN)).rejects.not.toBeInstanceOf(ChunkGoneError);
    fetch.mockRestore();
    remove();
  });

  it("checks nothing without a map, or with one it cannot read (the import then goes ahead)", async () => {
    const fetch = vi.spyOn(globalThis, "fetch");
    await checkAgainstImportMap(RETRY, LOGIN);
    const remove = withImportMap("{ not json");
    await checkAgainstImportMap(RETRY, LOGIN);
    expect(fetch).not.toHaveBeenCalled();
    fetch.mockRestore();
    remove();
  });
});

describe("installing the chunk importer", () => {
  it("puts one importer where the build's chunks call it, and keeps the one already there", () => {
    const global = globalThis as unknown as Record<string, unknown>;
    delete global[CHUNK_IMPORTER];
    installChunkImporter();
    const installed = global[CHUNK_IMPORTER];
    expect(installed).toBe(globalThis.__bazaarImportChunk);
    expect(installed).toBeTypeOf("function");
    installChunkImporter();
    expect(global[CHUNK_IMPORTER], "a second call keeps the chunks' state").toBe(installed);
    delete global[CHUNK_IMPORTER];
  });
});
