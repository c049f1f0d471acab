import { vi } from "vitest";

/** The files a screen saves: the links it clicks, caught (jsdom cannot navigate to a blob); `restore` when done. */
export function catchDownloads() {
  vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: vi.fn(() => "blob:paper"), revokeObjectURL: vi.fn() }));
  const saved: string[] = [];
  const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return { saved, restore: () => click.mockRestore() };
}
