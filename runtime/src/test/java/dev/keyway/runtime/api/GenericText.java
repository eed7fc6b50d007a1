package dev.keyway.runtime.api;

import java.util.ArrayList;
import java.util.List;
import javassist.bytecode.BadBytecode;
import javassist.bytecode.SignatureAttribute.ClassSignature;
import javassist.bytecode.SignatureAttribute.ClassType;
import javassist.bytecode.SignatureAttribute.MethodSignature;
import javassist.bytecode.SignatureAttribute.TypeParameter;
import javassist.bytecode.SignatureAttribute;

/** Generic signatures (as class files store them) as Java-like text for the API listing. */
final class GenericText {

    private static final String OBJECT_BOUND = " extends java.lang.Object";

    private GenericText() {
    }

    static boolean isImplicitSuperclass(String name) {
        return name.equals("java.lang.Object") || name.equals("java.lang.Enum") || name.equals("java.lang.Record");
    }

    /** Type parameters, superclass and interfaces of a class signature. */
    static String ofClass(String signature) {
        ClassSignature decoded = decode(() -> SignatureAttribute.toClassSignature(signature));
        StringBuilder text = new StringBuilder(parameters(decoded.getParameters()));
        ClassType superclass = decoded.getSuperClass();
        if (superclass != null && !isImplicitSuperclass(superclass.getName())) {
            text.append(" extends ").append(superclass);
        }
        List<String> interfaces = new ArrayList<>();
        for (ClassType type : decoded.getInterfaces()) {
            if (!type.getName().equals("java.lang.annotation.Annotation")) {
                interfaces.add(type.toString());
            }
        }
        interfaces.sort(null);
        if (!interfaces.isEmpty()) {
            text.append(" implements ").append(String.join(", ", interfaces));
        }
        return text.toString();
    }

    /** {@code <type parameters> return name(parameters)} of a method or constructor signature. */
    static String ofMethod(String signature, String name) {
        MethodSignature decoded = decode(() -> SignatureAttribute.toMethodSignature(signature));
        StringBuilder text = new StringBuilder();
        String parameters = parameters(decoded.getTypeParameters());
        if (!parameters.isEmpty()) {
            text.append(parameters).append(' ');
        }
        if (!name.equals("new")) {
            text.append(decoded.getReturnType()).append(' ');
        }
        List<String> types = new ArrayList<>();
        for (SignatureAttribute.Type type : decoded.getParameterTypes()) {
            types.add(type.toString());
        }
        return text.append(name).append('(').append(String.join(", ", types)).append(')').toString();
    }

    static String ofField(String signature) {
        return decode(() -> SignatureAttribute.toFieldSignature(signature)).toString();
    }

    private static String parameters(TypeParameter[] parameters) {
        if (parameters.length == 0) {
            return "";
        }
        List<String> texts = new ArrayList<>();
        for (TypeParameter parameter : parameters) {
            String text = parameter.toString();
            texts.add(text.endsWith(OBJECT_BOUND) ? text.substring(0, text.length() - OBJECT_BOUND.length()) : text);
        }
        return "<" + String.join(", ", texts) + ">";
    }

    private interface Decoding<T> {
        T run() throws BadBytecode;
    }

    private static <T> T decode(Decoding<T> decoding) {
        try {
            return decoding.run();
        } catch (BadBytecode e) {
            throw new IllegalStateException("unreadable generic signature", e);
        }
    }

}
