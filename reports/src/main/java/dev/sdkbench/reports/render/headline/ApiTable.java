package dev.sdkbench.reports.render.headline;

import java.util.List;

/**
 * The table of one provider API: for each mode (plain, then streaming) and reference, the reference's row, then the
 * rows of the cases read against it.
 *
 * @param title      the API's name ({@code OpenAI Chat Completions})
 * @param earlyCalls the early block's calls where every row shares them ({@code calls 21–220 of a new JVM}), for headings
 * @param rows       every row, in order
 * @param notes      what a reader must know besides the run it came from, one sentence each (figures of another run,
 *                   a reference's jars not recorded)
 */
public record ApiTable(String title, String earlyCalls, List<ClientRow> rows, List<String> notes) {

    public ApiTable {
        rows = List.copyOf(rows);
        notes = List.copyOf(notes);
    }
}
