package dev.sdkbench.reports.render.headline;

import java.util.List;

/**
 * One row of a table: a client, named as a reader knows it ({@code openai-java 4.105.0 · Chat}), and one cell per
 * {@link TableColumn}, in their order.
 *
 * @param label     library, version and API; the case's name added where two rows would read alike
 * @param caseId    the case's name in the results files
 * @param reference whether this is what the rows below it are read against (its cells carry no ratio)
 * @param cells     one per column
 */
public record ClientRow(String label, String caseId, boolean reference, List<FigureCell> cells) {

    public ClientRow {
        cells = List.copyOf(cells);
    }

    /** The cell of a column. */
    public FigureCell cell(TableColumn column) {
        return cells.get(column.ordinal());
    }

    /** This row under another label. */
    ClientRow labelled(String other) {
        return new ClientRow(other, caseId, reference, cells);
    }
}
