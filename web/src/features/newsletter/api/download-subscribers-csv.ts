import { api } from "../../../lib/api-client";
import { saveText } from "../../../lib/download";

/** GET /admin/newsletter/subscribers.csv, saved as the day's file (with the session's token, so not a plain link). */
export async function downloadSubscribersCsv(): Promise<void> {
  const day = new Date().toISOString().slice(0, 10);
  saveText(`newsletter-subscribers-${day}.csv`, await api.get<string>("/admin/newsletter/subscribers.csv"));
}
