package dev.keyway.benchmarks.enhanced.bean;

import dev.keyway.benchmarks.model.LineItem;
import java.math.BigDecimal;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbBean;

/** The Enhanced Client's bean for {@link dev.keyway.benchmarks.model.LineItem}. */
@DynamoDbBean
public class LineItemBean {

    private String sku;
    private int quantity;
    private BigDecimal unitPrice;

    public LineItemBean() {
    }

    public String getSku() {
        return sku;
    }

    public void setSku(String sku) {
        this.sku = sku;
    }

    public int getQuantity() {
        return quantity;
    }

    public void setQuantity(int quantity) {
        this.quantity = quantity;
    }

    public BigDecimal getUnitPrice() {
        return unitPrice;
    }

    public void setUnitPrice(BigDecimal unitPrice) {
        this.unitPrice = unitPrice;
    }

    /** The bean holding the record's values. */
    public static LineItemBean from(LineItem r) {
        if (r == null) {
            return null;
        }
        LineItemBean b = new LineItemBean();
        b.sku = r.sku();
        b.quantity = r.quantity();
        b.unitPrice = r.unitPrice();
        return b;
    }

    /** The record holding the bean's values. */
    public LineItem toRecord() {
        return new LineItem(sku, quantity, unitPrice);
    }
}
