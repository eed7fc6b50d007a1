package dev.keyway.processor.model;

import java.util.List;

/**
 * The one place that names the classes the processor generates. The readers put these names
 * into the model ({@link EntityModel#generated()}, {@link TableModel#type()},
 * {@link CollectionModel#generated()}); the generated-name check claims them and the writers
 * write them.
 */
public final class ClassNames {

    /** The longest stem a table class name keeps before {@code Table}: far below any file system's 255 bytes. */
    static final int MAX_TABLE_STEM = 120;

    private ClassNames() {
    }

    /** {@code XKeys}, {@code XSchema}, {@code XRepository} and {@code XAsyncRepository} beside record {@code X}, in its package. */
    public static EntityModel.Generated entity(ClassRef record) {
        return new EntityModel.Generated(sibling(record, "Keys"), sibling(record, "Schema"), sibling(record, "Repository"),
                sibling(record, "AsyncRepository"));
    }

    /**
     * The table class: {@code "Shop"} gives {@code ShopTable}, {@code "my-app.prod"} gives
     * {@code MyAppProdTable}; in the longest package all entities share, or else the first
     * entity's named package (a class in the unnamed package cannot be imported, so the table
     * class goes there only when every entity does).
     */
    public static ClassRef table(String tableName, List<ClassRef> entities) {
        return new ClassRef(commonPackage(entities), List.of(tableClassName(tableName)));
    }

    /**
     * The typed change of a table with a stream, beside its table class: {@code "Shop"} gives
     * {@code ShopChange}.
     */
    public static ClassRef changes(String tableName, List<ClassRef> entities) {
        String table = tableClassName(tableName);
        return new ClassRef(commonPackage(entities), List.of(table.substring(0, table.length() - "Table".length())
                + "Change"));
    }

    /** The class of an {@code @ItemCollection} interface {@code X}: {@code XCollection}, in its package. */
    public static ClassRef collection(ClassRef collectionInterface) {
        return sibling(collectionInterface, "Collection");
    }

    /** The asynchronous class of an {@code @ItemCollection} interface {@code X}: {@code XAsyncCollection}, in its package. */
    public static ClassRef asyncCollection(ClassRef collectionInterface) {
        return sibling(collectionInterface, "AsyncCollection");
    }

    /**
     * The simple name of a table's class, e.g. {@code ShopTable} for {@code "Shop"}; a table name of
     * more than 120 letters and digits keeps its first 111 and {@code H} with the hex of its hash.
     */
    public static String tableClassName(String tableName) {
        StringBuilder name = new StringBuilder();
        boolean upper = true;
        for (int i = 0; i < tableName.length(); i++) {
            char c = tableName.charAt(i);
            if (Character.isLetterOrDigit(c) && c < 128) {
                name.append(upper ? Character.toUpperCase(c) : c);
                upper = false;
            } else {
                upper = true;
            }
        }
        if (name.length() == 0 || Character.isDigit(name.charAt(0))) {
            name.insert(0, 'T');
        }
        if (name.length() > MAX_TABLE_STEM) {
            // A table name may be 255 characters long, but a file name holds 255 bytes at most, and the
            // table's files add to it ("Table.workbench.json", "Change$Undecodable.class"): keep the
            // head and tell long names apart by a hash of the whole table name.
            name.setLength(MAX_TABLE_STEM - 9);
            name.append('H').append(String.format("%08x", tableName.hashCode()));
        }
        return name.append("Table").toString();
    }

    private static ClassRef sibling(ClassRef type, String suffix) {
        return new ClassRef(type.packageName(), List.of(type.simpleName() + suffix));
    }

    private static String commonPackage(List<ClassRef> entities) {
        String common = entities.get(0).packageName();
        for (ClassRef entity : entities) {
            while (!common.isEmpty() && !(entity.packageName().equals(common) || entity.packageName().startsWith(common + "."))) {
                int dot = common.lastIndexOf('.');
                common = dot < 0 ? "" : common.substring(0, dot);
            }
        }
        if (!common.isEmpty()) {
            return common;
        }
        return entities.stream().map(ClassRef::packageName).filter(name -> !name.isEmpty()).findFirst().orElse("");
    }
}
