import { readFile } from "node:fs/promises";
import type { AdmitCard } from "../../../schemas/api/calls/exams.js";
import type { PdfFace, PdfFonts } from "./admit-card-fonts.server.js";
import { admitCardFacts, admitCardNotes, type ExamWords } from "./exam-facts.js";

/**
 * The admit card as a PDF (decision 0037), written with pdfkit in the page's language: the school, the title, the exam,
 * the candidate number large, then the candidate, grade, time, place and fee, and what to do on the day.
 */

export interface AdmitCardPdfOptions extends ExamWords {
  schoolName: string;
  fonts: PdfFonts;
  /** Streams compressed, as served; a test reads the text of uncompressed ones. */
  compress?: boolean;
}

const PAGE_MARGIN = 56;
const LABEL_WIDTH = 150;
const MUTED = "#475569";
const TEXT = "#0f172a";
const RULE = "#cbd5e1";
const SOFT = "#eff6ff";

/** The font files the faces are in, each read once for this document. */
async function registerFaces(doc: PDFKit.PDFDocument, fonts: PdfFonts): Promise<{ regular: string; bold: string }> {
  const files = new Map<string, Promise<Buffer>>();
  const register = async (name: string, face: PdfFace) => {
    if ("builtIn" in face) return face.builtIn;
    if (!files.has(face.file)) files.set(face.file, readFile(face.file));
    doc.registerFont(name, await files.get(face.file)!, face.postscriptName);
    return name;
  };
  const [regular, bold] = await Promise.all([register("card-regular", fonts.regular), register("card-bold", fonts.bold)]);
  return { regular, bold };
}

/** The document's bytes once pdfkit has written them all. */
function bytesOf(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
}

export async function admitCardPdf(card: AdmitCard, { schoolName, fonts, compress = true, ...words }: AdmitCardPdfOptions): Promise<Buffer> {
  const { t, language } = words;
  const title = t("exams.admitCard.title");
  // pdfkit and its font engine load with the first admit card: a server that prints none never holds them.
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({
    size: "A4",
    margin: PAGE_MARGIN,
    compress,
    lang: language,
    displayTitle: true,
    info: { Title: `${title} ${card.candidateNumber}`, Subject: card.examName, Author: schoolName },
  });
  const written = bytesOf(doc);
  const face = await registerFaces(doc, fonts);
  const width = doc.page.width - PAGE_MARGIN * 2;
  const left = PAGE_MARGIN;

  doc.font(face.regular).fontSize(10).fillColor(MUTED).text(schoolName, { width });
  doc.moveDown(0.4);
  doc.font(face.bold).fontSize(24).fillColor(TEXT).text(title, { width });
  doc.font(face.bold).fontSize(14).text(card.examName, { width });
  doc.moveDown(0.8);

  const facts = admitCardFacts(card, words);
  const number = facts.find((fact) => fact.key === "candidateNumber")!;
  const boxTop = doc.y;
  const boxHeight = 72;
  doc.roundedRect(left, boxTop, width, boxHeight, 8).fill(SOFT);
  doc.font(face.regular).fontSize(10).fillColor(MUTED).text(number.label, left + 16, boxTop + 12, { width: width - 32 });
  doc.font(face.bold).fontSize(30).fillColor(TEXT).text(number.value, left + 16, boxTop + 28, { width: width - 32 });
  doc.y = boxTop + boxHeight + 16;

  for (const fact of facts.filter((shown) => shown.key !== "candidateNumber" && shown.key !== "exam")) {
    const top = doc.y;
    doc.font(face.regular).fontSize(10).fillColor(MUTED);
    const labelHeight = doc.heightOfString(fact.label, { width: LABEL_WIDTH - 12 });
    doc.text(fact.label, left, top + 2, { width: LABEL_WIDTH - 12 });
    doc.font(face.regular).fontSize(13).fillColor(TEXT);
    const valueHeight = doc.heightOfString(fact.value || " ", { width: width - LABEL_WIDTH });
    doc.text(fact.value || " ", left + LABEL_WIDTH, top, { width: width - LABEL_WIDTH });
    const bottom = top + Math.max(labelHeight + 2, valueHeight) + 8;
    doc.moveTo(left, bottom).lineTo(left + width, bottom).lineWidth(0.5).strokeColor(RULE).stroke();
    doc.y = bottom + 8;
  }

  doc.moveDown(0.5);
  doc.font(face.regular).fontSize(11).fillColor(TEXT);
  for (const note of admitCardNotes(card, t)) doc.text(note, left, doc.y, { width, paragraphGap: 6 });

  doc.end();
  return written;
}
