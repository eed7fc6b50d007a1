package dev.keyway.processor.write;

import java.util.List;

/**
 * The style sheet of {@code <Table>Table.html}: system fonts only (nothing is loaded), one
 * colour per entity — a light tint behind its rows and a strong stripe at their left edge, with
 * the entity's name always written beside it, so that nothing is told by colour alone — and a
 * print style that keeps the tints, drops the navigation and keeps rows whole.
 */
final class SheetStyle {

    private SheetStyle() {
    }

    /**
     * Tint and stripe of each entity colour, after the Okabe–Ito palette, which stays apart for
     * the common colour-vision deficiencies; text on every tint keeps a contrast above 12:1.
     */
    static final List<String[]> PALETTE = List.of(
            new String[] {"#e3effa", "#0072b2"}, new String[] {"#fdeed9", "#e69f00"},
            new String[] {"#dff3ea", "#009e73"}, new String[] {"#f9e6ef", "#cc79a7"},
            new String[] {"#e4f3fb", "#56b4e9"}, new String[] {"#fbe5dc", "#d55e00"},
            new String[] {"#f8f4d2", "#b8a300"}, new String[] {"#eceef1", "#6e7781"},
            new String[] {"#ede7f6", "#7e57c2"}, new String[] {"#e0f2f1", "#00897b"},
            new String[] {"#efe8e1", "#8d6e63"}, new String[] {"#eef6dc", "#7cb342"});

    /** The style sheet. */
    static String css() {
        StringBuilder css = new StringBuilder("""
                :root { --ink: #1b1f24; --muted: #57606a; --line: #d0d7de; --head: #f6f8fa; --read: #0b57d0;
                  --tint: #fff; --strong: #6e7781; }
                * { box-sizing: border-box; }
                body { margin: 0 auto; max-width: 1500px; padding: 20px 28px 40px; color: var(--ink); background: #fff;
                  font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
                code, .key { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace;
                  font-size: 12.5px; }
                h1 { font-size: 26px; margin: 0 0 4px; }
                h1 code, h2 code, h3 code { font-size: inherit; }
                h2 { font-size: 20px; margin: 32px 0 8px; padding-bottom: 4px; border-bottom: 1px solid var(--line); }
                h3 { font-size: 16px; margin: 22px 0 6px; }
                p { margin: 4px 0 8px; max-width: 110ch; }
                a { color: #0550ae; }
                .lead { color: var(--muted); }
                nav { margin: 10px 0 4px; display: flex; flex-wrap: wrap; gap: 6px 14px; font-size: 13px; }
                .facts { display: flex; flex-wrap: wrap; gap: 6px; margin: 8px 0; padding: 0; list-style: none; }
                .facts li { border: 1px solid var(--line); border-radius: 12px; padding: 1px 10px; background: var(--head); }
                .cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(330px, 1fr)); gap: 12px; }
                .card { border: 1px solid var(--line); border-left: 8px solid var(--strong); border-radius: 6px;
                  background: var(--tint); padding: 8px 12px; }
                .card h3 { margin: 0 0 4px; }
                .card h3 code { font-size: 12.5px; font-weight: 400; }
                .card dl { margin: 4px 0; display: grid; grid-template-columns: max-content 1fr; gap: 1px 10px; }
                .card dt { color: var(--muted); }
                .card dd { margin: 0; overflow-wrap: anywhere; }
                .card ul { margin: 2px 0 0; padding-left: 18px; }
                .badge { display: inline-block; border: 2px solid var(--strong); border-radius: 10px; padding: 0 7px;
                  background: #fff; font-weight: 600; white-space: nowrap; color: var(--ink); text-decoration: none; }
                .scroll { overflow-x: auto; }
                table.items { border-collapse: collapse; width: 100%; margin: 6px 0 4px; }
                .items th { text-align: left; background: var(--head); border-bottom: 2px solid var(--line);
                  padding: 5px 8px; font-weight: 600; white-space: nowrap; }
                .items th small { font-weight: 400; color: var(--muted); }
                .items td { padding: 4px 8px; border-bottom: 1px solid var(--line); vertical-align: top;
                  overflow-wrap: anywhere; background: var(--tint); }
                .items tr td:first-child { border-left: 7px solid var(--strong); }
                .items tr.first td { border-top: 2px solid #8c959f; }
                .items td.same { color: var(--muted); }
                .items td.key { overflow-wrap: normal; }
                .attr { display: inline-block; margin: 0 10px 2px 0; }
                .attr b { font-weight: 600; color: var(--muted); margin-right: 4px; }
                .condition { margin: 4px 0; padding: 6px 10px; background: var(--head); border: 1px solid var(--line);
                  border-radius: 6px; }
                .condition dl { margin: 0; display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; }
                .condition dt { color: var(--muted); }
                .condition dd { margin: 0; overflow-wrap: anywhere; }
                td.mark { white-space: nowrap; font-weight: 600; background: #fff; }
                tr.read td { box-shadow: inset 0 2px 0 var(--read), inset 0 -2px 0 var(--read); }
                tr.read td.mark { color: var(--read); }
                tr.skipped td, tr.filtered td { color: var(--muted); }
                tr.filtered td.mark { color: #9a3412; }
                .note { color: var(--muted); font-size: 13px; }
                .legend span { margin-right: 16px; }
                footer { margin-top: 32px; color: var(--muted); font-size: 12px; }
                @media print {
                  body { max-width: none; padding: 0; font-size: 10.5px; }
                  nav { display: none; }
                  code, .key { font-size: 9.5px; }
                  * { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
                  h2, h3 { break-after: avoid; }
                  tr, .card, .condition { break-inside: avoid; }
                  a { color: inherit; text-decoration: none; }
                  .cards { grid-template-columns: repeat(2, 1fr); }
                }
                """);
        for (int i = 0; i < PALETTE.size(); i++) {
            css.append(".e").append(i).append(" { --tint: ").append(PALETTE.get(i)[0]).append("; --strong: ")
                    .append(PALETTE.get(i)[1]).append("; }\n");
        }
        return css.toString();
    }
}
