package dev.keyway.benchmarks.enhanced.bean;

import dev.keyway.benchmarks.model.Address;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbBean;

/** The Enhanced Client's bean for {@link dev.keyway.benchmarks.model.Address}. */
@DynamoDbBean
public class AddressBean {

    private String street;
    private String city;
    private String postalCode;
    private String country;
    private String instructions;

    public AddressBean() {
    }

    public String getStreet() {
        return street;
    }

    public void setStreet(String street) {
        this.street = street;
    }

    public String getCity() {
        return city;
    }

    public void setCity(String city) {
        this.city = city;
    }

    public String getPostalCode() {
        return postalCode;
    }

    public void setPostalCode(String postalCode) {
        this.postalCode = postalCode;
    }

    public String getCountry() {
        return country;
    }

    public void setCountry(String country) {
        this.country = country;
    }

    public String getInstructions() {
        return instructions;
    }

    public void setInstructions(String instructions) {
        this.instructions = instructions;
    }

    /** The bean holding the record's values. */
    public static AddressBean from(Address r) {
        if (r == null) {
            return null;
        }
        AddressBean b = new AddressBean();
        b.street = r.street();
        b.city = r.city();
        b.postalCode = r.postalCode();
        b.country = r.country();
        b.instructions = r.instructions();
        return b;
    }

    /** The record holding the bean's values. */
    public Address toRecord() {
        return new Address(street, city, postalCode, country, instructions);
    }
}
